import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { DialogProvider } from '../DialogProvider';

function Harness({
  dismissible = true,
  onAction = vi.fn(),
  closeOnBack = true,
}: {
  dismissible?: boolean;
  onAction?: () => void;
  closeOnBack?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <DialogProvider closeOnBack={closeOnBack}>
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
    </DialogProvider>
  );
}

// A closed dialog gives its history entry back after the render; let that finish between tests.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 5));
});

describe('Dialog', () => {
  it('takes focus on the dialog itself, not a button nobody chose; Tab then reaches the buttons', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

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
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(back).toHaveBeenCalledTimes(1));
    // The browser's answer to that back() must not close anything else.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  });

  it('a dialog that replaces another keeps the one history entry', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    function Sequence() {
      const [step, setStep] = useState<'first' | 'second' | 'none'>('first');
      return (
        <>
          <Dialog
            open={step === 'first'}
            onOpenChange={() => setStep('none')}
            title="First"
            actions={[{ label: 'Next', onClick: () => setStep('second') }]}
          />
          <Dialog open={step === 'second'} onOpenChange={() => setStep('none')} title="Second" />
        </>
      );
    }
    render(
      <DialogProvider closeOnBack>
        <Sequence />
      </DialogProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(back).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('in a host that owns its history (issue 28.1)', () => {
    it('by default never touches history, and back does not close it', async () => {
      const push = vi.spyOn(window.history, 'pushState');
      const back = vi.spyOn(window.history, 'back');
      render(<Harness closeOnBack={false} />);
      act(() => {
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      expect(screen.getByRole('dialog', { name: 'Withdraw' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(push).not.toHaveBeenCalled();
      expect(back).not.toHaveBeenCalled();
    });

    it('the closeOnBack prop wins over the provider', () => {
      const push = vi.spyOn(window.history, 'pushState');
      render(
        <DialogProvider closeOnBack>
          <Dialog open onOpenChange={() => undefined} title="Picker" closeOnBack={false} />
        </DialogProvider>,
      );
      expect(push).not.toHaveBeenCalled();
      cleanup();
      render(<Dialog open onOpenChange={() => undefined} title="Picker" closeOnBack />);
      expect(push).toHaveBeenCalledTimes(1);
    });
  });
});
