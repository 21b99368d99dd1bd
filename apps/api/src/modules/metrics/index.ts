/** The metrics module's public entry: the Prometheus endpoint. */
export { metricsRoutes, type MetricsOptions } from './metrics.routes.js';
