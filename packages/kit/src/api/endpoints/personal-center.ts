import * as v from 'valibot';
import { defineCall } from '../request';

export const ContactInfoSchema = v.object({
  email: v.optional(v.string(), ''),
  /** The service telephone. */
  smWa: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
});
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

/** Part 1 §7.2 `/v3/personal-center/contact-kf-info`: the customer-service e-mail and telephone. */
export const fetchContactInfo = defineCall<typeof ContactInfoSchema, { overall?: number }>({
  endpoint: 'contactInfo',
  schema: ContactInfoSchema,
});
