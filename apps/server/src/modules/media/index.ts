export { createStorage } from './create-storage.ts';
export { isStorageKey, type Storage, type StoredObject } from './storage.ts';
