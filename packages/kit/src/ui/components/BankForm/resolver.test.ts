import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valibotResolver } from './resolver';

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter your name')),
  phone: v.pipe(v.string(), v.nonEmpty('Enter your phone'), v.regex(/^09\d{9}$/, 'Wrong mobile number')),
});
const resolve = (values: v.InferInput<typeof schema>) =>
  valibotResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe('valibotResolver', () => {
  it('passes the parsed values on, trimmed as the schema says, with no errors', async () => {
    expect(await resolve({ name: '  Ana ', phone: '09171234567' })).toEqual({
      values: { name: 'Ana', phone: '09171234567' },
      errors: {},
    });
  });

  it("gives each failing field its first message, keyed by the field's name", async () => {
    const { values, errors } = await resolve({ name: ' ', phone: '' });
    expect(values).toEqual({});
    expect(errors).toEqual({
      name: { type: 'non_empty', message: 'Enter your name' },
      phone: { type: 'non_empty', message: 'Enter your phone' },
    });
  });

  it('reports a later check of the pipe when the earlier ones pass', async () => {
    const { errors } = await resolve({ name: 'Ana', phone: '12345' });
    expect(errors).toEqual({ phone: { type: 'regex', message: 'Wrong mobile number' } });
  });
});
