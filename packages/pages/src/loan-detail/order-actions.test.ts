import { describe, expect, it } from 'vitest';
import { setCommonParams } from '@loan-webview/kit/session';
import {
  actionsFor,
  ratingOutcome,
  ratingPlacement,
  repayTargetFor,
  showsRecommendedProducts,
  storeReviewNotShown,
  withdrawPlanFor,
} from './order-actions';

const product = { recProducts: [{}] as never[] };

describe('order actions (part 1 §4)', () => {
  it.each([
    [21, '0', []],
    [110, '0', []],
    [151, '0', []],
    [170, '0', ['repay']],
    [170, '1', ['repay']],
    [174, '1', ['repayUpper', 'rollover']],
    [174, '0', ['repayment']],
    [180, '1', ['repayUpper', 'rollover']],
    [180, '0', ['repayment']],
    [200, '0', ['borrowAgain']],
  ] as const)('status %i with isDelay %s shows %j', (orderStatus, isDelay, actions) => {
    expect(actionsFor({ orderStatus, isDelay })).toEqual(actions);
  });

  it('shows recommended products only when there are some and no action button', () => {
    expect(showsRecommendedProducts({ orderStatus: 110, isDelay: '0', ...product })).toBe(true);
    expect(showsRecommendedProducts({ orderStatus: 110, isDelay: '0', recProducts: [] })).toBe(false);
    expect(showsRecommendedProducts({ orderStatus: 170, isDelay: '0', ...product })).toBe(false);
    expect(showsRecommendedProducts({ orderStatus: 200, isDelay: '0', ...product })).toBe(false);
  });

  it('follows a withdraw url only for an approved order on its way (151), refusing unsafe ones', () => {
    expect(withdrawPlanFor({ orderStatus: 151, playeduL: '', reyMsg: 'm' })).toBeNull();
    // Every other status tells another story: under review, declined, owing, repaid (issue 59.2).
    for (const orderStatus of [21, 110, 170, 174, 180, 200]) {
      expect(withdrawPlanFor({ orderStatus, playeduL: 'https://x.ph/w', reyMsg: 'm' })).toBeNull();
    }
    expect(withdrawPlanFor({ orderStatus: 151, playeduL: 'https://x.ph/w', reyMsg: 'm' })).toEqual({
      url: 'https://x.ph/w',
      message: 'm',
    });
    expect(withdrawPlanFor({ orderStatus: 151, playeduL: 'javascript:alert(1)', reyMsg: '' })).toEqual({
      url: null,
      message: '',
    });
  });

  it('repays at the h5Url when given, else on the installment page with the common params', () => {
    setCommonParams({ sessionId: 's1' });
    const order = { productId: 'P1', orderId: 'O1' };
    expect(repayTargetFor({ h5Url: 'https://pay.ph/r', isDelay: '1' }, order)).toBe('https://pay.ph/r');
    expect(repayTargetFor({ h5Url: '', isDelay: '0' }, order)).toBe('/odiousAnd/?sessionId=s1&productId=P1&orderId=O1');
    // An order that can be extended says so: the repayment page sets extending beside paying.
    expect(repayTargetFor({ h5Url: '', isDelay: '1' }, order)).toBe(
      '/odiousAnd/?sessionId=s1&productId=P1&orderId=O1&isDelay=1',
    );
    setCommonParams({});
  });

  it('sends the chosen score; the store review from the threshold up; a result modal below 5', () => {
    expect(ratingOutcome(5, 4)).toEqual({ showResult: false, askStoreReview: true });
    expect(ratingOutcome(4, 4)).toEqual({ showResult: true, askStoreReview: true });
    expect(ratingOutcome(3, 4)).toEqual({ showResult: true, askStoreReview: false });
    expect(ratingOutcome(1, 1)).toEqual({ showResult: true, askStoreReview: true });
  });
});

describe('the rating and the store review (shell contract 2)', () => {
  it('places no rating where the shell has no store review to open', () => {
    const asked = { orderStatus: 200, isDelay: '0', isScore: 1 } as const;
    expect(ratingPlacement(asked)).toBe('inline');
    expect(ratingPlacement(asked, false)).toBe('none');
  });

  it.each([21, 110, 151])('asks for no rating before the loan is out (%i): not over a review or a payout', (status) => {
    expect(ratingPlacement({ orderStatus: status, isDelay: '0', isScore: 1 } as never)).toBe('none');
  });

  it("reads the shell's answer: not shown, refused or failed say so; shown, a timeout or a contract-1 post do not", () => {
    expect(storeReviewNotShown({ ok: true, value: { shown: false } })).toBe(true);
    expect(storeReviewNotShown({ ok: false, reason: 'refused' })).toBe(true);
    expect(storeReviewNotShown({ ok: false, reason: 'failed', code: 'NO_STORE' })).toBe(true);
    expect(storeReviewNotShown({ ok: true, value: { shown: true } })).toBe(false);
    expect(storeReviewNotShown({ ok: true, value: undefined })).toBe(false);
    expect(storeReviewNotShown({ ok: false, reason: 'timeout' })).toBe(false);
    expect(storeReviewNotShown({ ok: false, reason: 'unsupported', posted: true })).toBe(false);
  });
});
