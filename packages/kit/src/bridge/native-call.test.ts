import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';
import { callNative, canCallNative } from './native-call';

type Posted = { id: string; payload: unknown };

/** A window with an iOS shell that records what it receives, declaring `loanShell` as given. */
function iosShell(loanShell?: Record<string, unknown>) {
  const posted: unknown[] = [];
  const handler = { postMessage: (message: unknown) => posted.push(message) };
  const win = {
    history: { go: vi.fn() },
    location: { href: 'http://127.0.0.1/theThat/' },
    webkit: { messageHandlers: { callTelephone: handler, toRate: handler, startBank: handler } },
    ...(loanShell && { loanShell }),
  } as unknown as Window & { loanShell?: { answer?: (id: string, result: unknown) => boolean } };
  return { win, posted, bridge: createBridge({ win }) };
}

const CONTRACT_2 = () => ({ contract: 2, actions: ['callTelephone', 'toRate', 'startBank'] });

afterEach(() => vi.useRealTimers());

describe('callNative (shell contract 2: calls that answer)', () => {
  it("posts { id, payload } and settles with the shell's answer, through window.loanShell.answer", async () => {
    const { win, posted, bridge } = iosShell(CONTRACT_2());
    const asked = callNative('callTelephone', ['09171234567'], undefined, bridge);
    const [{ id, payload }] = posted as Posted[];
    expect(payload).toEqual(['09171234567']);
    expect(win.loanShell!.answer!(id, { ok: true, value: { dialled: true } })).toBe(true);
    await expect(asked).resolves.toEqual({ ok: true, value: { dialled: true } });
    // Answered once: a second answer for the same id, or one for no call, is not taken.
    expect(win.loanShell!.answer!(id, { ok: true })).toBe(false);
  });

  it("passes on a refusal or a failure with the shell's code", async () => {
    const { win, posted, bridge } = iosShell(CONTRACT_2());
    const refused = callNative('toRate', undefined, undefined, bridge);
    const failed = callNative('callTelephone', ['0917'], undefined, bridge);
    const [first, second] = posted as Posted[];
    win.loanShell!.answer!(first.id, { ok: false, reason: 'refused', code: 'USER_DECLINED' });
    win.loanShell!.answer!(second.id, { ok: false, reason: 'failed', code: 404 });
    await expect(refused).resolves.toEqual({ ok: false, reason: 'refused', code: 'USER_DECLINED' });
    await expect(failed).resolves.toEqual({ ok: false, reason: 'failed', code: '404' });
  });

  it('reads an answer it cannot read as a failure named malformed, never a throw', async () => {
    const { win, posted, bridge } = iosShell(CONTRACT_2());
    const asked = callNative('toRate', undefined, undefined, bridge);
    win.loanShell!.answer!((posted[0] as Posted).id, 'yes');
    await expect(asked).resolves.toEqual({ ok: false, reason: 'failed', code: 'malformed' });
  });

  it('settles as timeout when the shell never answers', async () => {
    vi.useFakeTimers();
    const { bridge } = iosShell(CONTRACT_2());
    const asked = callNative('startBank', undefined, { timeoutMs: 2000 }, bridge);
    vi.advanceTimersByTime(2000);
    await expect(asked).resolves.toEqual({ ok: false, reason: 'timeout' });
  });

  it('sends nothing for an action the shell did not declare, and says unsupported', async () => {
    const { posted, bridge } = iosShell({ contract: 2, actions: ['toRate'] });
    expect(canCallNative('callTelephone', bridge)).toBe(false);
    expect(canCallNative('toRate', bridge)).toBe(true);
    await expect(callNative('callTelephone', ['0917'], undefined, bridge)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
      posted: false,
    });
    expect(posted).toEqual([]);
  });

  it('posts to a contract-1 shell as before and settles unsupported at once: posted, no answer coming', async () => {
    const { posted, bridge } = iosShell({ contract: 1, firstAnswer: null });
    await expect(callNative('callTelephone', ['0917'], undefined, bridge)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
      posted: true,
    });
    expect(posted).toEqual([['0917']]);
    // A shell that declares nothing has every action, as today.
    expect(canCallNative('toRate', iosShell().bridge)).toBe(true);
  });

  it('never sends shareFile, contract 2’s own, to a contract-1 shell: unsupported, not posted', async () => {
    const { posted, bridge } = iosShell();
    const file = [{ name: 'a.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' }] as const;
    await expect(callNative('shareFile', [...file], undefined, bridge)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
      posted: false,
    });
    expect(posted).toEqual([]);
    expect(canCallNative('shareFile', bridge)).toBe(false);
    expect(canCallNative('shareFile', iosShell({ contract: 2, actions: ['shareFile'] }).bridge)).toBe(true);
  });

  it('sends an Android contract-2 shell the envelope as JSON', () => {
    const received: string[] = [];
    const win = {
      history: { go: vi.fn() },
      location: { href: 'http://127.0.0.1/' },
      loanShell: CONTRACT_2(),
      LoanNative: { toRate: (json: string) => received.push(json) },
    } as unknown as Window;
    void callNative('toRate', { score: 5 }, undefined, createBridge({ win, androidBridgeName: 'LoanNative' }));
    expect(JSON.parse(received[0])).toEqual({ id: expect.any(String), payload: { score: 5 } });
  });

  it('in a plain browser runs the web fallback and says unsupported, not posted', async () => {
    const win = { history: { go: vi.fn() }, location: { href: 'http://127.0.0.1/' } } as unknown as Window;
    const bridge = createBridge({ win });
    await expect(callNative('callTelephone', ['0917-123'], undefined, bridge)).resolves.toEqual({
      ok: false,
      reason: 'unsupported',
      posted: false,
    });
    expect(win.location.href).toBe('tel:0917123');
  });
});

describe('canCallNative', () => {
  afterEach(() => delete (window as { loanShell?: unknown }).loanShell);

  it("reads the page's shell as it is now: its declared actions from contract 2, every action before", () => {
    expect(canCallNative('toRate')).toBe(true);
    (window as { loanShell?: unknown }).loanShell = { contract: 2, actions: ['callTelephone'] };
    expect(canCallNative('toRate')).toBe(false);
    expect(canCallNative('callTelephone')).toBe(true);
    (window as { loanShell?: unknown }).loanShell = { contract: 2 };
    expect(canCallNative('toRate')).toBe(true);
  });
});
