/**
 * Typed local storage: the spec's field groups of the app's forms, and an app's own groups declared in
 * `AppStorageGroups`. Reads never throw: corrupt JSON is discarded, and storage that is unavailable (private
 * mode, quota, a webview with storage off) behaves as empty.
 */

/** Field maps whose content the spec does not show: string values keyed by form item code. */
type FieldGroup = Record<string, string>;

/** The groups the kit knows: the spec's form field groups. */
export interface KitStorageGroups {
  public: FieldGroup;
  personal: FieldGroup;
  job: FieldGroup;
  ext: FieldGroup;
  bank: FieldGroup;
  enum: FieldGroup;
  txt: FieldGroup;
  citySelect: FieldGroup;
  day: FieldGroup;
}

/**
 * An app's own groups (a draft, a saved code), for type checking: augment it, as `AppMessages` is.
 *
 * ```ts
 * declare module '@loan-webview/kit/storage' {
 *   interface AppStorageGroups { complaintDraft: ComplaintDraft }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppStorageGroups {}

export type StorageGroups = KitStorageGroups & AppStorageGroups;
export type StorageKey = Extract<keyof StorageGroups, string>;

/** The groups that are field maps, which `mergeStored` can add fields to. */
type FieldGroupKey = { [K in StorageKey]: StorageGroups[K] extends FieldGroup ? K : never }[StorageKey];

/** Stored under a prefix so the pages never collide with the shell's own keys. */
export const STORAGE_PREFIX = 'loan:';

/**
 * Personal financial data (the bank form) lives in sessionStorage only: it survives a reload and a trip to
 * another page of the webview, and is gone when the webview closes (../shared/decisions.md). The rest is
 * local, so a complaint draft survives closing the app.
 */
const SESSION_ONLY = new Set<StorageKey>(['bank']);

/** Keeps an app's groups in sessionStorage only, as the bank form's: call it before the first read or write. */
export function keepForSessionOnly(...keys: StorageKey[]): void {
  for (const key of keys) SESSION_ONLY.add(key);
}

function backend(key: StorageKey): Storage | undefined {
  try {
    if (SESSION_ONLY.has(key)) return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStored<K extends StorageKey>(key: K): StorageGroups[K] | undefined {
  const store = backend(key);
  let text: string | null = null;
  try {
    text = store?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    if (value !== null && typeof value === 'object') return value as StorageGroups[K];
  } catch {
    // fall through: discard what cannot be read
  }
  removeStored(key);
  return undefined;
}

/** Saves a group; returns false when storage refused (quota, disabled). */
export function writeStored<K extends StorageKey>(key: K, value: StorageGroups[K]): boolean {
  try {
    const store = backend(key);
    if (!store) return false;
    store.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    backend(key)?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // nothing to remove where storage is unavailable
  }
}

/** Merges fields into a field group (the bank form saves each change as it is typed). */
export function mergeStored<K extends FieldGroupKey>(key: K, fields: Record<string, string>): boolean {
  return writeStored(key, { ...(readStored(key) ?? {}), ...fields } as StorageGroups[K]);
}
