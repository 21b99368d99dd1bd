/** The health module's public entry: readiness and liveness. */
export { healthRoutes, type HealthOptions } from './health.routes.js';
