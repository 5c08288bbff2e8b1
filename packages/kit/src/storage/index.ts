export { mergeStored, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage';
export type { ComplaintDraft, StorageGroups, StorageKey } from './storage';
