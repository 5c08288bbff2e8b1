import { answerAndCount } from '@loan-webview/mock-backend/test-server';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './request';
import { onSessionExpired } from './session-expired';
import { resetShellAnswer, SHELL_ANSWER_EVENT, type PendingShellAnswer, type ShellAnswer } from './shell-answer';

const Order = v.object({ orderId: v.string() });
const orderCall = { endpoint: 'loanDetails', schema: Order } as const;
const order = { productId: 'P1', orderId: 'ORD1' };

type Shell = { contract: number; firstAnswer?: ShellAnswer | PendingShellAnswer | null };
const shellWindow = window as unknown as { loanShell?: Shell };

function handIn(firstAnswer: Shell['firstAnswer']) {
  shellWindow.loanShell = { contract: 1, firstAnswer };
}

const answered = (orderId: string, params: Record<string, string> = order): ShellAnswer => ({
  endpoint: 'loanDetails',
  params,
  status: 200,
  body: { code: 0, data: { orderId } },
});

/** Counts the requests that reach the (mock) network and answers them with `orderId`. */
const network = (orderId: string) => answerAndCount('/planes/v3/loan-details/loan-details', { orderId });

afterEach(() => {
  delete shellWindow.loanShell;
  resetShellAnswer();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the first answer handed in by the shell (window.loanShell)', () => {
  it('answers the first call with its request without asking the server, once', async () => {
    const seen = network('FROM-NETWORK');
    handIn(answered('HANDED'));
    expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'HANDED' } });
    expect(seen.requests).toBe(0);
    // Retry and later calls reach the server.
    expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    expect(seen.requests).toBe(1);
  });

  it('is refused when made for another order: the page shows the server’s answer for its own', async () => {
    const seen = network('ORD1-FROM-NETWORK');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handIn(answered('ORD2', { productId: 'P1', orderId: 'ORD2' }));
    expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'ORD1-FROM-NETWORK' } });
    expect(seen.requests).toBe(1);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('another request'));
    // A parameter more or less is another request too.
    resetShellAnswer();
    handIn(answered('HANDED', { ...order, extra: '1' }));
    expect(await call(orderCall, order)).toMatchObject({ data: { orderId: 'ORD1-FROM-NETWORK' } });
    resetShellAnswer();
    handIn(answered('HANDED', { orderId: 'ORD1' }));
    expect(await call(orderCall, order)).toMatchObject({ data: { orderId: 'ORD1-FROM-NETWORK' } });
    expect(seen.requests).toBe(3);
  });

  it('compares values as text (the shell reads the query as text)', async () => {
    network('FROM-NETWORK');
    handIn({
      endpoint: 'loanDetails',
      params: { overall: '1' },
      status: 200,
      body: { code: 0, data: { orderId: 'HANDED' } },
    });
    expect(await call(orderCall, { overall: 1 })).toMatchObject({ data: { orderId: 'HANDED' } });
  });

  it('is validated like a fetched answer: a wrong shape, a failure code or an HTTP error asks the server', async () => {
    const seen = network('FROM-NETWORK');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    for (const [status, body] of [
      [200, { code: 0, data: { orderId: 42 } }],
      [200, { code: 7, message: 'Order closed' }],
      [200, { code: 401, message: 'Session expired' }],
      [502, 'Bad gateway'],
    ] as const) {
      resetShellAnswer();
      handIn({ ...answered('x'), status, body });
      expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    }
    stop();
    expect(seen.requests).toBe(4);
    // Only the server's own answer may end the session.
    expect(expired).not.toHaveBeenCalled();
  });

  it('is left for its own endpoint by other calls', async () => {
    const seen = network('FROM-NETWORK');
    handIn({ ...answered('HANDED'), endpoint: 'problemList' });
    expect(await call(orderCall, order)).toMatchObject({ data: { orderId: 'FROM-NETWORK' } });
    expect(shellWindow.loanShell?.firstAnswer).toMatchObject({ endpoint: 'problemList' });
    expect(seen.requests).toBe(1);
  });

  it('waits for an answer on its way, and takes it when the shell sets it within the budget', async () => {
    const seen = network('FROM-NETWORK');
    handIn({ endpoint: 'loanDetails', params: order, pending: true });
    const result = call(orderCall, order);
    setTimeout(() => {
      shellWindow.loanShell!.firstAnswer = answered('HANDED-LATER');
      dispatchEvent(new Event(SHELL_ANSWER_EVENT));
    }, 50);
    expect(await result).toMatchObject({ ok: true, data: { orderId: 'HANDED-LATER' } });
    expect(seen.requests).toBe(0);
  });

  it('does not wait for an answer on its way to another order’s request', async () => {
    const seen = network('FROM-NETWORK');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handIn({ endpoint: 'loanDetails', params: { productId: 'P1', orderId: 'ORD2' }, pending: true });
    expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    expect(seen.requests).toBe(1);
    // Refused as made for another request, not as late.
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('another request'));
    expect(warned).not.toHaveBeenCalledWith(expect.stringContaining('within'));
  });

  it('asks the server once the budget is spent, and an answer set after that is never shown', async () => {
    const seen = network('FROM-NETWORK');
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    handIn({ endpoint: 'loanDetails', params: order, pending: true });
    expect(await call(orderCall, order)).toMatchObject({ ok: true, data: { orderId: 'FROM-NETWORK' } });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('within 300 ms'));
    // The shell's late write: the first call has asked the server, and Retry asks it again.
    shellWindow.loanShell!.firstAnswer = answered('TOO-LATE');
    dispatchEvent(new Event(SHELL_ANSWER_EVENT));
    expect(await call(orderCall, order)).toMatchObject({ data: { orderId: 'FROM-NETWORK' } });
    expect(seen.requests).toBe(2);
  });
});
