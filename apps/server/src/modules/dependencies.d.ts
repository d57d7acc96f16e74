/** Types of dependencies.js (plain JavaScript, so that eslint.config.js can read it too). */
export declare const PLATFORM_FOLDERS: readonly string[];
export declare const FLOW_FOLDERS: readonly string[];
export declare const COMPOSITION_ROOTS: readonly string[];
export declare const MODULE_DEPENDENCIES: Readonly<Record<string, readonly string[]>>;
