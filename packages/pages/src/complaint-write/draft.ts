import { readStored, removeStored, writeStored } from '@loan-webview/kit/storage';

export interface ComplaintDraft {
  orderNo: string;
  problemType: number;
  problemSonType?: number;
  problemDetail: string;
  /** URLs of images already uploaded. */
  images: string[];
}

/**
 * The complaint the borrower is writing (order, types, text, uploaded image URLs): kept in local storage until
 * the server accepts it (../shared/decisions.md), so a reload, a trip back to the complaint home or a closed
 * app loses nothing.
 */
export function readDraft(): ComplaintDraft | undefined {
  const draft = readStored('complaintDraft');
  if (!draft || typeof draft.problemDetail !== 'string' || !Array.isArray(draft.images)) return undefined;
  return { ...draft, images: draft.images.filter((url): url is string => typeof url === 'string') };
}

export function saveDraft(draft: ComplaintDraft): void {
  writeStored('complaintDraft', draft);
}

export function clearDraft(): void {
  removeStored('complaintDraft');
}
