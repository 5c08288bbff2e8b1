import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button (not a submit) that reports taps', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Repay</Button>);
    const button = screen.getByRole('button', { name: 'Repay' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading it is busy and ignores taps, so a double tap sends one request', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its focus while it turns busy, as Primer does: not disabled, aria-disabled', async () => {
    const { rerender } = render(<Button>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    button.focus();
    rerender(<Button loading>Send</Button>);
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
  });

  it('sends no form while busy, by tap or by Enter', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <input aria-label="Code" />
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
