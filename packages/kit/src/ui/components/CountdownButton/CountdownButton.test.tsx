import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../../toast/toast';
import { CountdownButton } from './CountdownButton';

afterEach(() => {
  vi.useRealTimers();
  clearToasts();
  sessionStorage.clear();
});

describe('CountdownButton', () => {
  it('counts down from 60 after a successful send, blocks resends, then reverts', async () => {
    vi.useFakeTimers();
    let clock = 5_000_000;
    const onRequest = vi.fn(async () => true);
    render(<CountdownButton onRequest={onRequest} now={() => clock} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get verification code' })));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('60s');
    const second = () => {
      clock += 1000;
      vi.advanceTimersByTime(1000);
    };
    act(second);
    expect(screen.getByRole('button', { name: 'Resend in 59 seconds' })).toHaveTextContent('59s');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(getToasts().map((toast) => toast.message)).toContain('Please wait before requesting another code');
    for (let i = 0; i < 59; i += 1) act(second);
    expect(screen.getByRole('button')).toHaveTextContent('Get verification code');
  });

  it('shows the right time after the webview comes back from the background', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    render(<CountdownButton onRequest={async () => true} now={now} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('60s');
    // Timers do not run in the background; the wall clock does.
    clock += 25_000;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByRole('button')).toHaveTextContent('35s');
  });

  it('does not count down when the send failed, and survives a reload while counting', async () => {
    const { unmount } = render(<CountdownButton onRequest={async () => false} persistKey="sms" />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('Get verification code');
    unmount();
    const { unmount: unmount2 } = render(<CountdownButton onRequest={async () => true} persistKey="sms" />);
    await userEvent.click(screen.getByRole('button'));
    unmount2();
    render(<CountdownButton onRequest={async () => true} persistKey="sms" />);
    expect(await screen.findByRole('button', { name: /Resend in (59|60) seconds/ })).toBeInTheDocument();
  });
});
