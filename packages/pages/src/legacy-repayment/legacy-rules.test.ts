import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@loan-webview/kit/api';
import { confirmOutcome, maskedCard } from './legacy-rules';

describe('legacy repayment rules', () => {
  it('reads the three outcomes of confirm and the other failures', () => {
    expect(confirmOutcome({ ok: true, data: null, message: '' })).toEqual({ kind: 'done' });
    expect(confirmOutcome({ ok: false, error: new ApiError('800006', 'verification code wrong') })).toEqual({
      kind: 'retryCode',
      message: { key: 'toast.verificationCodeWrong' },
    });
    expect(confirmOutcome({ ok: false, error: new ApiError('800005', 'twice') })).toEqual({
      kind: 'refused',
      message: { key: 'toast.repaymentSubmittedTwice' },
    });
    expect(confirmOutcome({ ok: false, error: new ApiError('800009', 'Card frozen by the bank') })).toEqual({
      kind: 'refused',
      message: { text: 'Card frozen by the bank' },
    });
    expect(confirmOutcome({ ok: false, error: new ApiError('500', 'Server error (500)') })).toEqual({
      kind: 'refused',
      message: { key: 'legacy.processingFailed' },
    });
    expect(confirmOutcome({ ok: false, error: new NetworkError() })).toEqual({
      kind: 'refused',
      message: { key: 'common.networkError' },
    });
  });

  it('masks a full card number and keeps a masked one', () => {
    expect(maskedCard('6222021234567890')).toBe('•••• 7890');
    expect(maskedCard('•••• 1234')).toBe('•••• 1234');
  });
});
