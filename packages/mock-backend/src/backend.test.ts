import { describe, expect, it } from 'vitest';
import { scenarioFor } from './envelope';
import { playPageQuery } from './shapes';
import { store } from './store';

const post = (path: string, body: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(path, { method: 'POST', body: new URLSearchParams(body), ...init });

describe('embedded backend', () => {
  it('takes scenario switches from the Referer when the request has none', async () => {
    // Browsers send the page URL as Referer for same-origin calls; the test builds that request directly.
    const request = new Request('http://127.0.0.1:8080/planes/v3/personal-center/contact-kf-info', {
      method: 'POST',
      referrer: 'http://127.0.0.1:8080/theThat/?mock=error',
    });
    expect(scenarioFor(request, 'contactInfo')).toBe('error');
    expect(scenarioFor(new Request('http://127.0.0.1:8080/planes/x'), 'contactInfo')).toBeUndefined();
  });

  it('takes them from the query a host plays when there is no page URL (a Storybook story)', () => {
    const call = () => new Request('http://127.0.0.1:6006/api/v2/youmi/promotion/get-sid');
    try {
      playPageQuery({ id: 'T100', mock: 'pending:getSid' });
      expect(scenarioFor(call(), 'getSid')).toBe('pending');
      expect(scenarioFor(call(), 'promotionTemplate')).toBeUndefined();
      playPageQuery({ id: 'T100' });
      expect(scenarioFor(call(), 'getSid')).toBeUndefined();
    } finally {
      playPageQuery({});
    }
  });

  it('limits a scenario to one logical endpoint when named', async () => {
    expect((await post('/planes/v3/personal-center/contact-kf-info?mock=fail:loanDetails')).status).toBe(200);
    const body = await (
      await post('/planes/v3/loan-details/loan-details?mock=fail:loanDetails', { orderId: 'ORD170' })
    ).json();
    expect(body).toMatchObject({ code: 1001, message: 'The service is busy, please try again later' });
  });

  it('resets its state and reports what pages sent', async () => {
    await post('/planes/service/event/save', { productId: 'P1001', moduleId: '30', positionId: '0' });
    const state = await (await fetch('/__mock/state')).json();
    expect(state.recorded.events).toEqual([{ productId: 'P1001', moduleId: '30', positionId: '0' }]);
    await post('/__mock/reset');
    expect(store.recorded.events).toEqual([]);
  });

  it("keeps a complaint's rating per session: the borrower who rated is not asked again, another still is", async () => {
    const needsScore = async (sessionId: string) => {
      const answer = await post(`/planes/user-problem/problem-detail?sessionId=${sessionId}`, { problemId: 'PB1001' });
      return (await answer.json()).data.isNeedScore;
    };
    expect(await needsScore('rated')).toBe(1);
    await post('/planes/user-problem/save-score?sessionId=rated', { problemId: 'PB1001', score: '4' });
    expect(await needsScore('rated')).toBe(0);
    expect(await needsScore('other')).toBe(1);
    await post('/__mock/reset');
  });

  it('serves placeholder logos and uploaded images back', async () => {
    const logo = await fetch('/mock-assets/logo-gcash.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
    const form = new FormData();
    form.append('problemImage', new File([new Uint8Array([1, 2, 3])], 'p.png', { type: 'image/png' }));
    const { data } = await (
      await fetch('/planes/user-problem/upload-problem-img', { method: 'POST', body: form })
    ).json();
    const image = await fetch(data.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
