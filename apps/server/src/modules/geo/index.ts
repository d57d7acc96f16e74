import type { FastifyPluginAsync } from 'fastify';
import { createGeoData } from './geo-data.ts';
import { geoRoutes } from './geo.routes.ts';

/** Geography for addresses (issue 13): built once at start, answered from memory. */
export const geoModule: FastifyPluginAsync = async (app) => {
  await app.register(geoRoutes, { geo: createGeoData() });
};
