import * as v from 'valibot';
import { getConfig, endpointPath } from '../../config/config';
import { withQuery } from '../../session/session';
import { defineCall, NoFields } from '../request';
import { IgnoredData, requiredText, text } from '../fields';

/** Landing settings of a promotion template (shape not in the spec; see docs/api-shapes.md). */
export const PromotionTemplateSchema = v.object({
  id: text(),
  config: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type PromotionTemplate = v.InferOutput<typeof PromotionTemplateSchema>;

// Promotion calls go through the JSON client and carry their own parameters, not the session's.
const promotion = { client: 'json' } as const;
const promotionGet = { method: 'GET', client: 'json' } as const;

export const fetchPromotionTemplate = defineCall({
  ...promotionGet,
  endpoint: 'promotionTemplate',
  path: '/api/v2/youmi/service/channel/channel-template',
  success: 'doubleZero',
  request: v.object({ templateId: v.string() }),
  schema: PromotionTemplateSchema,
  answers: '`{ id, config: PromotionConfig }`',
  example: { request: { templateId: 'T1' }, answer: { id: 'T1', config: { title: 'Borrow up to ₱20,000' } } },
});

const TrackFields = {
  page_id: v.string(),
  user_from: v.optional(v.string()),
  client_type: v.picklist(['ios', 'android']),
  page_type: v.number(),
  utm_tag: v.optional(v.string()),
  app_from: v.optional(v.string()),
};
const track = { page_id: 'T1', client_type: 'android', page_type: 1 } as const;

export const trackVisit = defineCall({
  ...promotionGet,
  endpoint: 'trackVisit',
  path: '/api/v2/youmi/promotion/track-visit',
  request: v.object(TrackFields),
  schema: IgnoredData,
  answers: 'null',
  example: { request: track, answer: null },
});

export const trackClick = defineCall({
  ...promotionGet,
  endpoint: 'trackClick',
  path: '/api/v2/youmi/promotion/track-click',
  request: v.object({ ...TrackFields, phone: v.string() }),
  schema: IgnoredData,
  answers: 'null',
  example: { request: { ...track, phone: '09171234567' }, answer: null },
});

export const SidSchema = v.object({ sid: requiredText('missing sid') });

export const fetchSid = defineCall({
  ...promotionGet,
  endpoint: 'getSid',
  path: '/api/v2/youmi/promotion/get-sid',
  request: NoFields,
  schema: SidSchema,
  answers: '`{ sid }`',
  example: { request: {}, answer: { sid: 'sid-1' } },
});

/** The captcha image (`image/svg+xml` from the embedded backend): an address, not a call. */
export const captchaImage = {
  definition: { endpoint: 'captcha', path: '/api/v2/youmi/promotion/get-captcha', method: 'GET', answers: 'an image' },
} as const;

/** The captcha image URL for a session id; `a` defeats caches so each refresh shows a new code. */
export function captchaUrl(sid: string, now = Date.now()): string {
  const config = getConfig();
  return withQuery(`${config.apiBase}${endpointPath(captchaImage.definition.endpoint, config)}`, { sid, a: now });
}

const SmsFields = {
  phone: v.string(),
  capcode: v.string(),
  sid: v.string(),
  deviceId: v.optional(v.string()),
  appName: v.optional(v.string()),
  app_from: v.optional(v.string()),
  user_from: v.optional(v.string()),
  utm_tag: v.optional(v.string()),
};
const sms = { phone: '09171234567', capcode: 'AB12', sid: 'sid-1' };

/** Sends the SMS code. Code '101' is a wrong image captcha (refresh it and show the message). */
export const requestSmsCode = defineCall({
  ...promotion,
  endpoint: 'getSms',
  path: '/api/v2/youmi/promotion/get-sms',
  request: v.object(SmsFields),
  schema: IgnoredData,
  answers: 'null; code 101 a wrong captcha',
  example: { request: sms, answer: null },
});

/** Registers. '11' is already registered (go to download), '-1' a wrong image captcha. */
export const register = defineCall({
  ...promotion,
  endpoint: 'register',
  path: '/api/v2/youmi/promotion/register',
  request: v.object({
    ...SmsFields,
    merchantNumber: v.optional(v.string()),
    userName: v.optional(v.string()),
    smsCode: v.string(),
    invite_code: v.optional(v.string()),
    id: v.string(),
  }),
  schema: IgnoredData,
  answers: 'null; code 11 already registered, -1 a wrong captcha',
  example: { request: { ...sms, smsCode: '123456', id: 'T1' }, answer: null },
});
