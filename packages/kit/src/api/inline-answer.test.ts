import { answerAndCount } from '@loan-webview/mock-backend/test-server';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './request';

const Order = v.object({ orderId: v.string() });
const orderCall = { endpoint: 'loanDetails', schema: Order } as const;

function inline(endpoint: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'loan-data';
  block.dataset.endpoint = endpoint;
  block.textContent = text;
  document.body.append(block);
}

/** Counts the requests that reach the (mock) network and answers them with `orderId`. */
const network = (orderId: string) => answerAndCount('/planes/v3/loan-details/loan-details', { orderId });

afterEach(() => {
  document.querySelectorAll('#loan-data').forEach((block) => block.remove());
  vi.restoreAllMocks();
});

describe('an answer inlined by the backend template (#loan-data)', () => {
  it('answers the first call to its endpoint without a request, then the network answers', async () => {
    const seen = network('FROM-NETWORK');
    inline('loanDetails', JSON.stringify({ code: 0, data: { orderId: 'INLINED' } }));
    expect(await call(orderCall)).toMatchObject({ ok: true, data: { orderId: 'INLINED' } });
    expect(seen.requests).toBe(0);
    expect(await call(orderCall)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    expect(seen.requests).toBe(1);
  });

  it('is validated like a network answer: a wrong shape or a failure code is the same failure', async () => {
    inline('loanDetails', JSON.stringify({ code: 0, data: { orderId: 42 } }));
    expect(await call(orderCall)).toMatchObject({ ok: false, error: { kind: 'schema' } });
    document.getElementById('loan-data')?.remove();
    inline('loanDetails', JSON.stringify({ code: 7, message: 'Order closed' }));
    expect(await call(orderCall)).toMatchObject({ ok: false, error: { kind: 'api', message: 'Order closed' } });
  });

  it('is left alone by other endpoints, and a block that is not JSON goes to the network', async () => {
    const seen = network('FROM-NETWORK');
    inline('problemList', JSON.stringify({ code: 0, data: { orderId: 'OTHER' } }));
    expect(await call(orderCall)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    document.getElementById('loan-data')?.remove();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    inline('loanDetails', '{"code": 0, "data": ');
    expect(await call(orderCall)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    expect(seen.requests).toBe(2);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('#loan-data'));
  });
});
