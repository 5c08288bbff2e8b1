import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepForSessionOnly, mergeStored, readStored, removeStored, STORAGE_PREFIX, writeStored } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('typed storage', () => {
  it('keeps a group across a reload of the page', () => {
    const fields = { fullName: 'Juan Dela Cruz', city: 'Quezon City' };
    expect(writeStored('personal', fields)).toBe(true);
    expect(readStored('personal')).toEqual(fields);
    expect(localStorage.length).toBe(1);
    removeStored('personal');
    expect(readStored('personal')).toBeUndefined();
  });

  it('keeps a group an app marks session-only out of localStorage', () => {
    keepForSessionOnly('ext');
    writeStored('ext', { note: 'x' });
    expect(localStorage.length).toBe(0);
    expect(readStored('ext')).toEqual({ note: 'x' });
  });

  it('merges typed bank fields into the group, in sessionStorage only', () => {
    mergeStored('bank', { accountName: 'Juan Dela Cruz' });
    mergeStored('bank', { accountNo: '1234' });
    expect(readStored('bank')).toEqual({ accountName: 'Juan Dela Cruz', accountNo: '1234' });
    // Personal financial data never reaches localStorage, which outlives the webview.
    expect(localStorage.length).toBe(0);
    expect(JSON.parse(sessionStorage.getItem(`${STORAGE_PREFIX}bank`)!)).toEqual({
      accountName: 'Juan Dela Cruz',
      accountNo: '1234',
    });
  });

  it('discards corrupt JSON instead of throwing', () => {
    sessionStorage.setItem(`${STORAGE_PREFIX}bank`, '{"accountName": ');
    expect(readStored('bank')).toBeUndefined();
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}bank`)).toBeNull();
    localStorage.setItem(`${STORAGE_PREFIX}txt`, '"a string"');
    expect(readStored('txt')).toBeUndefined();
  });

  it('behaves as empty when storage throws (private mode, quota)', () => {
    for (const [storage, key] of [
      [localStorage, 'txt'],
      [sessionStorage, 'bank'],
    ] as const) {
      const spies = [
        vi.spyOn(storage, 'setItem').mockImplementation(() => {
          throw new DOMException('quota', 'QuotaExceededError');
        }),
        vi.spyOn(storage, 'getItem').mockImplementation(() => {
          throw new DOMException('denied', 'SecurityError');
        }),
      ];
      try {
        expect(writeStored(key, { a: '1' })).toBe(false);
        expect(readStored(key)).toBeUndefined();
      } finally {
        // restoreMocks does not reach a spy on happy-dom's storage object: a broken storage would outlive the test.
        for (const spy of spies) spy.mockRestore();
      }
    }
  });
});
