// @ts-check
/**
 * The server's floors, declared once. ESLint (tools/eslint/module-boundaries.js) refuses any
 * import this does not allow, and a cycle in it; `npm run graph:modules` compares the code's
 * imports with it and draws docs/module-graph.md from it (`-- --write`).
 *
 * Product code only: tests, test/ helpers and testing.ts files may use any module's public API.
 */

/**
 * The platform layer, apps/server/src/platform: http (auth, access, errors, limits, realtime
 * gateway), db (client, transaction, migrations, schema), outbox, live (change announcements),
 * mail, media (storage), audit, access (staff grants), lib and config.ts. Every module may use
 * it; it imports no module.
 */
export const PLATFORM_FOLDERS = ['platform'];

/**
 * Use cases that change or read several modules together (flows/): they may use any module's
 * index.ts; only composition roots use a flow.
 */
export const FLOW_FOLDERS = ['flows'];

/** Where the app is wired together: these may use any module and flow. */
export const COMPOSITION_ROOTS = ['app.ts', 'server.ts', 'seed'];

/**
 * Each module (a folder under modules/) → the modules whose index.ts it may import. Every
 * module may import the platform. Acyclic: a module is on a higher floor than all it names.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const MODULE_DEPENDENCIES = {
  users: [],
  credits: [],
  notifications: [],
  newsletter: [],
  catalogue: ['notifications'],
  payments: ['credits', 'notifications'],
  account: ['credits', 'payments'],
  availability: ['catalogue'],
  favourites: ['catalogue'],
  offers: ['catalogue'],
  products: ['catalogue'],
  reviews: ['catalogue', 'notifications'],
  earnings: ['catalogue'],
  onboarding: ['catalogue', 'users'],
  staff: ['credits', 'users'],
  chat: ['notifications', 'products'],
  meetings: ['availability', 'catalogue', 'notifications', 'products'],
  stitching: ['catalogue', 'earnings', 'notifications', 'users'],
  orders: [
    'account',
    'catalogue',
    'chat',
    'earnings',
    'meetings',
    'notifications',
    'products',
    'reviews',
    'users',
  ],
  support: ['notifications', 'orders', 'users'],
  // Modules that import no other module.
  'exchange-rates': [],
  geo: [],
  health: [],
  presence: [],
  pricing: [],
};

/**
 * Which module owns each table file of platform/db/schema (the platform's own tables, mail,
 * media and outbox, are not listed): a module's product code imports only its own
 * schema (and reads or writes other modules' data through their index.ts).
 */
export const SCHEMA_OWNERS = {
  account: 'account',
  auth: 'users',
  availability: 'availability',
  catalogue: 'catalogue',
  chat: 'chat',
  credits: 'credits',
  earnings: 'earnings',
  'meeting-room': 'meetings',
  meetings: 'meetings',
  onboarding: 'onboarding',
  orders: 'orders',
  presence: 'presence',
  'shop-member': 'catalogue',
  staff: 'staff',
  stitching: 'stitching',
  support: 'support',
};
