// @ts-check
/**
 * The server's floors, declared once. ESLint (tools/eslint/module-boundaries.js) refuses any
 * import this does not allow, and a cycle in it; `npm run graph:modules` compares the code's
 * imports with it and draws docs/module-graph.md from it (`-- --write`).
 *
 * Product code only: tests, test/ helpers and testing.ts files may use any module's public API.
 */

/**
 * The platform layer, apps/server/src/platform: http (what it expects of sign-in, which
 * modules/users provides; access, errors, limits, realtime gateway), db (client, transaction,
 * migrations, the platform's own tables and the schema aggregate), outbox, live (change
 * announcements), mail, media (storage), audit, lib and config.ts. Every module may use it; it
 * imports no module.
 */
export const PLATFORM_FOLDERS = ['platform'];

/**
 * Use cases that change or read several modules together (flows/): they may use any module's
 * index.ts; only composition roots use a flow.
 */
export const FLOW_FOLDERS = ['flows'];

/**
 * Where the app is wired together: these may use any module and flow. `config.ts` composes the
 * variables each module declares (`<module>.config.ts`) with the platform's. The schema aggregate
 * platform/db/schema/index.ts is one: it gathers every module's `*.schema.ts` (and the
 * platform's own tables) for drizzle, and no module imports it.
 */
export const COMPOSITION_ROOTS = [
  'app.ts',
  'server.ts',
  'config.ts',
  'seed',
  'platform/db/schema/index.ts',
];

/**
 * Each module (a folder under modules/) → the modules whose index.ts it may import. Every
 * module may import the platform. A module owns the tables of the `*.schema.ts` files in its
 * folder: its product code imports no other module's schema (nor the aggregate), and reads or
 * writes other modules' data through their index.ts. Acyclic: a module is on a higher floor than all it names.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const MODULE_DEPENDENCIES = {
  users: [],
  credits: [],
  notifications: [],
  newsletter: [],
  catalogue: ['notifications', 'users'],
  payments: ['credits', 'notifications', 'users'],
  account: ['credits', 'payments'],
  availability: ['catalogue'],
  favourites: ['catalogue', 'products', 'users'],
  offers: ['catalogue'],
  products: ['catalogue'],
  cart: ['catalogue', 'products'],
  reviews: ['catalogue', 'notifications'],
  earnings: ['catalogue', 'users'],
  onboarding: ['catalogue', 'users'],
  presence: ['users'],
  staff: ['credits', 'users'],
  chat: ['notifications', 'products'],
  meetings: ['availability', 'catalogue', 'notifications', 'products', 'users'],
  sales: ['catalogue', 'notifications', 'users'],
  stitching: ['catalogue', 'earnings', 'sales', 'users'],
  orders: [
    'account',
    'catalogue',
    'chat',
    'earnings',
    'meetings',
    'products',
    'reviews',
    'sales',
    'users',
  ],
  support: ['notifications', 'orders', 'users'],
  // Modules that import no other module.
  'exchange-rates': [],
  geo: [],
  health: [],
  pricing: [],
};
