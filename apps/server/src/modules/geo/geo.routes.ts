import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  geoCitiesQuerySchema,
  geoCityListSchema,
  geoCountryListSchema,
  geoPostalCodeListSchema,
  geoPostalCodesQuerySchema,
  geoStateListSchema,
  geoStatesParamsSchema,
} from '@vitrine/contracts/geo';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoData } from './geo-data.ts';

const errors = { 400: errorBodySchema };
const tags = ['geography'];
/** The data changes only with a release: browsers and proxies may keep answers for a day. */
const CACHE = 'public, max-age=86400';

/** /geo/countries, /geo/states/{countryCode}, /geo/cities, /geo/postal-codes, public. */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoData }> = async (app, { geo }) => {
  // The lists never change while the process runs: serialised once, on first ask, then sent as is.
  const serialised = new Map<string, string>();
  const once = (key: string, make: () => unknown) => {
    let body = serialised.get(key);
    if (body === undefined) {
      body = JSON.stringify(make());
      serialised.set(key, body);
    }
    return body;
  };
  const sendJson = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(body);

  app.get(
    '/geo/countries',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'Every country (ISO 3166-1 alpha-2 code and English name), by name',
        response: { 200: geoCountryListSchema },
      },
    },
    async (_request, reply) =>
      sendJson(
        reply,
        once('countries', () => ({ items: geo.countries() })),
      ),
  );

  app.get(
    '/geo/states/:countryCode',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: "A country's states (ISO 3166-2 codes); empty where the data has none",
        params: geoStatesParamsSchema,
        response: { 200: geoStateListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { countryCode } = request.params;
      // Keys are valid country codes only (the schema checked them): the map stays small.
      return sendJson(
        reply,
        once(`states:${countryCode}`, () => ({ items: geo.states(countryCode) })),
      );
    },
  );

  app.get(
    '/geo/cities',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: "A state's major cities, by name",
        querystring: geoCitiesQuerySchema,
        response: { 200: geoCityListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { countryCode, adminCode1 } = request.query;
      const items = geo.cities(countryCode, adminCode1);
      // Only lists the data has are kept, so unknown codes cannot grow the map.
      if (items.length === 0) return sendJson(reply, '{"items":[]}');
      return sendJson(
        reply,
        once(`cities:${countryCode}:${adminCode1}`, () => ({ items })),
      );
    },
  );

  app.get(
    '/geo/postal-codes',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary:
          "A postal code's city and state (postalCode), or a city's known postal codes (city)",
        querystring: geoPostalCodesQuerySchema,
        response: { 200: geoPostalCodeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      const { countryCode, city, postalCode } = request.query;
      if (postalCode !== undefined) {
        const found = geo.postalCode(countryCode, postalCode);
        return { items: found ? [found] : [], prefixes: [] };
      }
      return geo.postalCodesOfCity(countryCode, city ?? '');
    },
  );
};
