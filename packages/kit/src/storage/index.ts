export { keepForSessionOnly, mergeStored, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage';
export type { AppStorageGroups, KitStorageGroups, StorageGroups, StorageKey } from './storage';
