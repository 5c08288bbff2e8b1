import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackStack } from './back-stack';

/** A window whose history only records: popstate is dispatched by the test, as the browser would. */
function fakeWindow() {
  const win = new EventTarget() as EventTarget & {
    history: {
      state: unknown;
      pushState: ReturnType<typeof vi.fn<(state: unknown, title: string) => void>>;
      back: ReturnType<typeof vi.fn>;
    };
    loanWebviewBack?: () => boolean;
  };
  win.history = {
    state: null,
    pushState: vi.fn((state: unknown) => {
      win.history.state = state;
    }),
    back: vi.fn(),
  };
  return win;
}
type FakeWindow = ReturnType<typeof fakeWindow>;

const browserBack = (win: FakeWindow) => win.dispatchEvent(new Event('popstate'));
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 1));

afterEach(() => vi.restoreAllMocks());

describe('back stack', () => {
  it('a dialog closed by its button over an armed guard gives nothing back and asks nothing', async () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const ask = vi.fn();
    stack.push(ask, { persistent: true });
    const closeDialog = vi.fn();
    const release = stack.push(closeDialog);
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    release();
    await nextTask();
    expect(win.history.back).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
    expect(closeDialog).not.toHaveBeenCalled();
  });

  it('back reaches only the top layer: the dialog closes, the guard stays armed with its entry again', () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const ask = vi.fn();
    const closeDialog = vi.fn();
    stack.push(ask, { persistent: true });
    stack.push(closeDialog);
    browserBack(win);
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
    expect(stack.size()).toBe(1);
    expect(win.history.pushState).toHaveBeenCalledTimes(2);
    browserBack(win);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(stack.size()).toBe(1);
    expect(win.history.pushState).toHaveBeenCalledTimes(3);
  });

  it('the last dialog closed by a button takes its entry back, and that traversal is not a back press', async () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const closeFirst = vi.fn();
    const release = stack.push(closeFirst);
    release();
    await nextTask();
    expect(win.history.back).toHaveBeenCalledTimes(1);
    // A dialog opened before the browser answers that back() gets its entry once it has.
    const closeSecond = vi.fn();
    stack.push(closeSecond);
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
    browserBack(win);
    expect(closeFirst).not.toHaveBeenCalled();
    expect(closeSecond).not.toHaveBeenCalled();
    expect(win.history.pushState).toHaveBeenCalledTimes(2);
  });

  it("a dialog closed because the host's router navigated does not go back over that navigation", async () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const release = stack.push(vi.fn());
    // setOpen(false); router.push('/edge'): the router's entry is current when the release's drop runs.
    release();
    win.history.pushState({ route: '/edge' }, '');
    await nextTask();
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('a dialog that replaces another in the same render keeps the one entry', async () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const release = stack.push(vi.fn());
    release();
    stack.push(vi.fn());
    await nextTask();
    expect(win.history.back).not.toHaveBeenCalled();
    expect(win.history.pushState).toHaveBeenCalledTimes(1);
  });

  it("owns the shell's back hook while it holds a layer", async () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    expect(win.loanWebviewBack).toBeUndefined();
    const ask = vi.fn();
    const closeDialog = vi.fn();
    const dropGuard = stack.push(ask, { persistent: true });
    stack.push(closeDialog);
    expect(win.loanWebviewBack?.()).toBe(true);
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
    expect(win.loanWebviewBack?.()).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    dropGuard();
    expect(win.loanWebviewBack).toBeUndefined();
    await nextTask();
    expect(win.history.back).toHaveBeenCalledTimes(1);
  });

  it('abandon drops every layer and says how many entries lie above the page', () => {
    const win = fakeWindow();
    const stack = createBackStack(win as unknown as Window);
    const ask = vi.fn();
    stack.push(ask, { persistent: true });
    expect(stack.abandon()).toBe(1);
    expect(stack.size()).toBe(0);
    expect(win.loanWebviewBack).toBeUndefined();
    browserBack(win);
    expect(ask).not.toHaveBeenCalled();
    expect(stack.abandon()).toBe(0);
  });
});
