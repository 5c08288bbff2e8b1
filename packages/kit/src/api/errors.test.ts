import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, retryHelps, SchemaError } from './errors';
import { interpret } from './request';
import * as v from 'valibot';

describe('retryHelps', () => {
  it.each([
    [new NetworkError(), true],
    [new SchemaError(['data: bad']), true],
    [new ApiError('HTTP_502', 'Server error (502)', 502), true],
    [new ApiError('HTTP_408', 'Server error (408)', 408), true],
    [new ApiError('HTTP_429', 'Too many requests', 429), true],
    [new ApiError('7', 'The service is busy, try again'), true],
    [new ApiError('HTTP_404', 'Server error (404)', 404), false],
    [new ApiError('HTTP_400', 'Bad request', 400), false],
    [new ApiError('2004', 'Order not found'), false],
    [new ApiError('2004', 'The product does not exist'), false],
  ])('%s: %s', (error, helps) => {
    expect(retryHelps(error)).toBe(helps);
  });

  it('an HTTP error keeps its status, so a 404 offers no Retry', () => {
    const result = interpret(404, { code: 404, message: 'Not Found' }, { schema: v.object({}) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect((result.error as ApiError).status).toBe(404);
    expect(retryHelps(result.error)).toBe(false);
  });
});
