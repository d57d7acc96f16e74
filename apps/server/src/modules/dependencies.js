// @ts-check
export const PLATFORM_FOLDERS = ['config', 'db', 'lib', 'plugins', 'platform'];
export const COMPOSITION_ROOTS = ['app.ts', 'server.ts', 'db/seed'];
/** @type {Readonly<Record<string, readonly string[]>>} */
export const MODULE_DEPENDENCIES = {};
