import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Harness({ dismissible = true, onAction = vi.fn() }: { dismissible?: boolean; onAction?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>page</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw"
        description="Withdraw now?"
        dismissible={dismissible}
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => setOpen(false) },
          { label: 'Withdraw Now', onClick: onAction },
        ]}
      />
    </>
  );
}

describe('Dialog', () => {
  it('is a named, described modal dialog with its actions', async () => {
    const onAction = vi.fn();
    render(<Harness onAction={onAction} />);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog).toHaveAccessibleDescription('Withdraw now?');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape when dismissible, not otherwise', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<Harness dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on the back button before the page goes back', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back');
    render(<Harness />);
    expect(push).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The back button already removed the entry: going back again would leave the page.
    expect(back).not.toHaveBeenCalled();
  });

  it('removes its history entry when closed by a button', async () => {
    const back = vi.spyOn(window.history, 'back');
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(back).toHaveBeenCalledTimes(1);
  });
});
