import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { DialogProvider } from './DialogProvider';

describe('DialogProvider', () => {
  it('renders the dialogs inside into its container, the body without one', () => {
    const frame = document.createElement('div');
    document.body.append(frame);
    const { unmount } = render(
      <DialogProvider container={frame}>
        <Dialog open onOpenChange={() => undefined} title="In the frame" />
      </DialogProvider>,
    );
    expect(within(frame).getByRole('dialog', { name: 'In the frame' })).toBeInTheDocument();
    unmount();
    render(<Dialog open onOpenChange={() => undefined} title="On the page" />);
    expect(screen.getByRole('dialog', { name: 'On the page' }).closest('body > div')).not.toBe(frame);
    expect(frame).toBeEmptyDOMElement();
    frame.remove();
  });

  it('sets closeOnBack for the dialogs inside; the nearest provider wins', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { unmount } = render(
      <DialogProvider closeOnBack>
        <DialogProvider>
          <Dialog open onOpenChange={() => undefined} title="Host's own" />
        </DialogProvider>
      </DialogProvider>,
    );
    expect(push).not.toHaveBeenCalled();
    unmount();
    render(
      <DialogProvider closeOnBack>
        <Dialog open onOpenChange={() => undefined} title="Webview page's" />
      </DialogProvider>,
    );
    expect(push).toHaveBeenCalledTimes(1);
    // Let the closed dialog's history entry go before the next test.
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
});
