import * as v from 'valibot';
import { getConfig, endpointPath } from '../../config/config';
import { withQuery } from '../../session/session';
import { defineCall } from '../request';
import { IgnoredData, requiredText, text } from '../fields';

/** Landing settings of a promotion template (shape not in the spec; see docs/api-shapes.md). */
export const PromotionTemplateSchema = v.object({
  id: text(),
  config: v.optional(v.record(v.string(), v.unknown()), {}),
});
export type PromotionTemplate = v.InferOutput<typeof PromotionTemplateSchema>;

// Promotion calls go through the JSON client and carry their own parameters, not the session's.
export const fetchPromotionTemplate = defineCall<typeof PromotionTemplateSchema, { templateId: string }>({
  endpoint: 'promotionTemplate',
  method: 'GET',
  client: 'json',
  success: 'doubleZero',
  schema: PromotionTemplateSchema,
});

type TrackParams = {
  page_id: string;
  user_from?: string;
  client_type: 'ios' | 'android';
  page_type: number;
  utm_tag?: string;
  app_from?: string;
};

export const trackVisit = defineCall<typeof IgnoredData, TrackParams>({
  endpoint: 'trackVisit',
  method: 'GET',
  client: 'json',
  schema: IgnoredData,
});

export const trackClick = defineCall<typeof IgnoredData, TrackParams & { phone: string }>({
  endpoint: 'trackClick',
  method: 'GET',
  client: 'json',
  schema: IgnoredData,
});

export const SidSchema = v.object({ sid: requiredText('missing sid') });

export const fetchSid = defineCall<typeof SidSchema>({
  endpoint: 'getSid',
  method: 'GET',
  client: 'json',
  schema: SidSchema,
});

/** The captcha image URL for a session id; `a` defeats caches so each refresh shows a new code. */
export function captchaUrl(sid: string, now = Date.now()): string {
  const config = getConfig();
  return withQuery(`${config.apiBase}${endpointPath('captcha', config)}`, { sid, a: now });
}

type SmsParams = {
  phone: string;
  capcode: string;
  sid: string;
  deviceId?: string;
  appName?: string;
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
};

/** Sends the SMS code. Code '101' is a wrong image captcha (refresh it and show the message). */
export const requestSmsCode = defineCall<typeof IgnoredData, SmsParams>({
  endpoint: 'getSms',
  client: 'json',
  schema: IgnoredData,
});

/** Registers. '11' is already registered (go to download), '-1' a wrong image captcha. */
export const register = defineCall<
  typeof IgnoredData,
  SmsParams & { merchantNumber?: string; userName?: string; smsCode: string; invite_code?: string; id: string }
>({ endpoint: 'register', client: 'json', schema: IgnoredData });
