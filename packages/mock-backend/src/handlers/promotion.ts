import { http, HttpResponse } from 'msw';
import { MOCK_SMS_CODE } from '../fixtures/promotion';
import { failure, readBody, readQuery, withScenarios } from '../envelope';
import { store } from '../store';

const promoOk = (data: unknown = null) => HttpResponse.json({ code: '0', message: 'success', data });

function captchaSvg(code: string): string {
  const letters = [...code]
    .map(
      (c, i) => `<text x="${14 + i * 22}" y="30" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 22} 24)">${c}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#eef3f0"/><path d="M0 28 C30 8, 60 38, 100 14" stroke="#9ab" fill="none"/><g font-family="monospace" font-size="22" font-weight="700" fill="#1f2329">${letters}</g></svg>`;
}

const CAPTCHA_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Deterministic per sid and refresh, so tests can read it from the store. */
function newCaptcha(sid: string): string {
  let seed = [...`${sid}:${store.promotion.captchas.size}:${Date.now()}`].reduce(
    (n, c) => (n * 31 + c.charCodeAt(0)) >>> 0,
    7,
  );
  let code = '';
  for (let i = 0; i < 4; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    code += CAPTCHA_LETTERS[seed % CAPTCHA_LETTERS.length];
  }
  store.promotion.captchas.set(sid, code);
  return code;
}

export const promotionHandlers = [
  http.get(
    '*/api/v2/youmi/service/channel/channel-template',
    withScenarios('promotionTemplate', ({ request }) => {
      const template = store.promotion.templates[readQuery(request).templateId ?? ''];
      if (!template) return failure('This promotion has ended', '404');
      return HttpResponse.json({ code: '00', message: 'success', data: template });
    }),
  ),
  http.get(
    '*/api/v2/youmi/promotion/track-visit',
    withScenarios('trackVisit', ({ request }) => {
      store.promotion.visits.push(readQuery(request));
      return promoOk();
    }),
  ),
  http.get(
    '*/api/v2/youmi/promotion/track-click',
    withScenarios('trackClick', ({ request }) => {
      store.promotion.clicks.push(readQuery(request));
      return promoOk();
    }),
  ),
  http.get(
    '*/api/v2/youmi/promotion/get-sid',
    withScenarios('getSid', () => {
      const sid = `sid-${Date.now().toString(36)}-${store.promotion.captchas.size}`;
      newCaptcha(sid);
      return promoOk({ sid });
    }),
  ),
  http.get('*/api/v2/youmi/promotion/get-captcha', ({ request }) => {
    const { sid = '' } = readQuery(request);
    if (!store.promotion.captchas.has(sid)) return new HttpResponse('Unknown sid', { status: 404 });
    return new HttpResponse(captchaSvg(newCaptcha(sid)), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),
  http.post(
    '*/api/v2/youmi/promotion/get-sms',
    withScenarios('getSms', async ({ request }) => {
      const body = await readBody(request);
      const expected = store.promotion.captchas.get(body.sid ?? '');
      if (!expected || expected.toUpperCase() !== (body.capcode ?? '').toUpperCase()) {
        return failure('The image captcha is wrong', '101');
      }
      store.promotion.smsSent.set(body.phone ?? '', MOCK_SMS_CODE);
      return promoOk();
    }),
  ),
  http.post(
    '*/api/v2/youmi/promotion/register',
    withScenarios('register', async ({ request }) => {
      const body = await readBody(request);
      const phone = body.phone ?? '';
      if (store.promotion.registered.has(phone)) return failure('Already registered', '11');
      const expected = store.promotion.captchas.get(body.sid ?? '');
      if (!expected || expected.toUpperCase() !== (body.capcode ?? '').toUpperCase())
        return failure('The image captcha is wrong', '-1');
      if (store.promotion.smsSent.get(phone) !== body.smsCode) return failure('The SMS code is wrong', '102');
      store.promotion.registered.add(phone);
      return promoOk();
    }),
  ),
];
