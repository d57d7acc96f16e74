// @ts-check
/**
 * The server's floors, declared once. ESLint (tools/eslint/module-boundaries.js) refuses any
 * import this does not allow, and a cycle in it; `npm run graph:modules` compares the code's
 * imports with it and draws docs/module-graph.md from it (`-- --write`).
 *
 * Product code only: tests, test/ helpers and testing.ts files may use any module's public API.
 */

/**
 * The platform layer, folders under apps/server/src: HTTP (plugins: auth, access, errors,
 * limits), db (client, transaction, migrations, schema), lib, platform (audit, staff access),
 * config.ts. It imports no module.
 */
export const PLATFORM_FOLDERS = ['config', 'db', 'lib', 'platform', 'plugins'];

/**
 * Modules that are platform services still living under modules/ (outbox, mail, media storage,
 * realtime announcements): they import no module outside this list, and platform folders may
 * use them.
 */
export const PLATFORM_MODULES = ['live', 'mail', 'media', 'outbox'];

/**
 * Use cases that change or read several modules together (flows/): they may use any module's
 * index.ts; only composition roots use a flow.
 */
export const FLOW_FOLDERS = ['flows'];

/** Where the app is wired together: these may use any module and flow. */
export const COMPOSITION_ROOTS = ['app.ts', 'server.ts', 'db/seed'];

/**
 * Each module (a folder under modules/) → the modules whose index.ts it may import. Every
 * module may import the platform. Acyclic: a module is on a higher floor than all it names.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const MODULE_DEPENDENCIES = {
  // Platform modules.
  outbox: [],
  mail: [],
  media: [],
  live: ['outbox'],
  // Floor 1 and up.
  users: ['mail', 'outbox'],
  credits: ['outbox'],
  notifications: ['mail', 'outbox'],
  newsletter: ['mail', 'outbox'],
  catalogue: ['mail', 'notifications', 'outbox'],
  payments: ['credits', 'mail', 'notifications', 'outbox'],
  account: ['credits', 'mail', 'media', 'outbox', 'payments'],
  availability: ['catalogue', 'outbox'],
  favourites: ['catalogue'],
  offers: ['catalogue'],
  products: ['catalogue'],
  reviews: ['catalogue', 'mail', 'notifications'],
  earnings: ['catalogue', 'live', 'mail', 'outbox'],
  onboarding: ['catalogue', 'mail', 'outbox', 'users'],
  staff: ['credits', 'mail', 'outbox', 'users'],
  chat: ['media', 'notifications', 'outbox', 'products'],
  meetings: [
    'availability',
    'catalogue',
    'credits',
    'earnings',
    'live',
    'mail',
    'notifications',
    'outbox',
    'products',
  ],
  stitching: ['catalogue', 'earnings', 'live', 'mail', 'notifications', 'outbox', 'users'],
  orders: [
    'account',
    'catalogue',
    'chat',
    'earnings',
    'live',
    'mail',
    'meetings',
    'notifications',
    'outbox',
    'products',
    'reviews',
    'users',
  ],
  support: ['live', 'mail', 'notifications', 'orders', 'outbox', 'users'],
  // Modules that import no other module.
  'exchange-rates': [],
  geo: [],
  health: [],
  presence: [],
  pricing: [],
};

/**
 * Which module owns each table file of db/schema: a module's product code imports only its own
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
  mail: 'mail',
  media: 'media',
  'meeting-room': 'meetings',
  meetings: 'meetings',
  onboarding: 'onboarding',
  orders: 'orders',
  outbox: 'outbox',
  presence: 'presence',
  'shop-member': 'catalogue',
  staff: 'staff',
  stitching: 'stitching',
  support: 'support',
};
