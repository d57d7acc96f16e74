/** GET /health: liveness and database reachability, for load balancers and `npm start`'s smoke test. */
export { healthRoutes } from './health.routes.ts';
