/** The dev-outbox module's public entry: the route that shows the messages the dev outbox kept (embedded setup only). */
export { devOutboxRoutes } from './dev-outbox.routes.js';
