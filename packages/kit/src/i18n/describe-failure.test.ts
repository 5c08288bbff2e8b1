import { describe, expect, it } from 'vitest';
import { ApiError, InternalError, NetworkError, SchemaError } from '../api/errors';
import { describeFailure } from './describe-failure';
import { createTranslator } from './translate';

const t = createTranslator('en');

describe('describeFailure: what a borrower reads for a failed call', () => {
  it('names each kind of failure in her words', () => {
    expect(describeFailure(new NetworkError(), t)).toBe(t('common.networkError'));
    expect(describeFailure(new SchemaError(['data: expected an object']), t)).toBe(t('common.schemaError'));
    // A bug of the page itself: closing and opening it again is what helps, not Retry (it was unreachable).
    expect(describeFailure(new InternalError(new TypeError('x is undefined')), t)).toBe(t('common.internalError'));
  });

  it("shows the server's own message when it is written for people, never its technical words", () => {
    expect(describeFailure(new ApiError('800005', 'This repayment was already submitted'), t)).toBe(
      'This repayment was already submitted',
    );
    expect(describeFailure(new ApiError('500', 'NullPointerException'), t)).toBe(t('common.serverError'));
    expect(describeFailure(new ApiError('E', 'Sorry', 502), t)).toBe(t('common.serverError'));
  });

  it('anything else is an error with no detail', () => {
    expect(describeFailure(new Error('boom'), t)).toBe(t('common.errorTitle'));
  });
});
