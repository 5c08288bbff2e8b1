import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeStored, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage';

afterEach(() => localStorage.clear());

describe('typed storage', () => {
  it('keeps a complaint draft across a reload of the page', () => {
    const draft = {
      orderNo: 'ORD174',
      problemType: 1,
      problemSonType: 3,
      problemDetail: 'Called at night',
      images: ['/u/1.jpg'],
    };
    expect(writeStored('complaintDraft', draft)).toBe(true);
    expect(readStored('complaintDraft')).toEqual(draft);
    removeStored('complaintDraft');
    expect(readStored('complaintDraft')).toBeUndefined();
  });

  it('merges typed bank fields into the group', () => {
    mergeStored('bank', { accountName: 'Juan Dela Cruz' });
    mergeStored('bank', { accountNo: '1234' });
    expect(readStored('bank')).toEqual({ accountName: 'Juan Dela Cruz', accountNo: '1234' });
  });

  it('discards corrupt JSON instead of throwing', () => {
    localStorage.setItem(`${STORAGE_PREFIX}bank`, '{"accountName": ');
    expect(readStored('bank')).toBeUndefined();
    expect(localStorage.getItem(`${STORAGE_PREFIX}bank`)).toBeNull();
    localStorage.setItem(`${STORAGE_PREFIX}txt`, '"a string"');
    expect(readStored('txt')).toBeUndefined();
  });

  it('behaves as empty when storage throws (private mode, quota)', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStored('bank', { a: '1' })).toBe(false);
    expect(readStored('bank')).toBeUndefined();
  });
});
