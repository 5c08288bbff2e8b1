/**
 * Typed local storage. The app's storage groups plus the repayment info of /repaymentOfCode2 and the complaint
 * draft. Reads never throw: corrupt JSON is discarded, and storage that is unavailable (private mode, quota,
 * a webview with storage off) behaves as empty.
 */
import type { RepaymentInfo } from '../api/endpoints/repayment';

export interface ComplaintDraft {
  orderNo: string;
  problemType: number;
  problemSonType?: number;
  problemDetail: string;
  /** URLs of images already uploaded. */
  images: string[];
}

/** Field maps whose content the spec does not show: string values keyed by form item code. */
type FieldGroup = Record<string, string>;

export interface StorageGroups {
  public: FieldGroup;
  personal: FieldGroup;
  job: FieldGroup;
  ext: FieldGroup;
  bank: FieldGroup;
  enum: FieldGroup;
  txt: FieldGroup;
  citySelect: FieldGroup;
  day: FieldGroup;
  /**
   * Saved by the repayment pages when a code is generated, with the channel the borrower chose; both code pages
   * show it (how to pay), page 2 offline too.
   */
  repaymentInfo: RepaymentInfo & { savedAt?: number; channelName?: string };
  complaintDraft: ComplaintDraft;
  /** The legacy store's committed repayment, so the code can be confirmed after a reload. */
  legacyRepayment: { orderId: string; repayRecordId: string; withholdingAmount: number; needsCode?: boolean };
  /** The test page's device and session fields, remembered for the tester. */
  testDevice: Record<string, string>;
}

export type StorageKey = keyof StorageGroups;

/** Stored under a prefix so the pages never collide with the shell's own keys. */
export const STORAGE_PREFIX = 'loan:';

/**
 * Personal financial data (the bank form) lives in sessionStorage only: it survives a reload and a trip to
 * another page of the webview, and is gone when the webview closes (../shared/decisions.md). The rest is
 * local, so a complaint draft survives closing the app.
 */
const SESSION_ONLY: ReadonlySet<StorageKey> = new Set<StorageKey>(['bank', 'legacyRepayment']);

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
export function mergeStored<K extends Exclude<StorageKey, 'repaymentInfo' | 'complaintDraft' | 'legacyRepayment'>>(
  key: K,
  fields: Record<string, string>,
): boolean {
  return writeStored(key, { ...(readStored(key) ?? {}), ...fields });
}
