import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, holdToasts, showLoading, showToast } from '../../../toast/toast';
import { ToastHost } from './ToastHost';

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('ToastHost', () => {
  it('shows one toast at a time: the newest replaces the one showing and nothing waits behind it', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast('First');
      showToast('Second', { kind: 'info' });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(2001));
    expect(region).toHaveTextContent('');
  });

  it('does not show a repeat again: nine uploads are one message for 3 s, and the next message is not kept waiting', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    const region = screen.getByRole('status');
    for (let upload = 0; upload < 9; upload += 1) {
      act(() => {
        showToast('Upload succeeded!', { kind: 'success' });
        vi.advanceTimersByTime(100);
      });
    }
    act(() => vi.advanceTimersByTime(2201));
    expect(region).toHaveTextContent('');
    act(() => showToast('Wrong image captcha'));
    expect(region).toHaveTextContent('Wrong image captcha');
  });

  it('waits while a dialog is open, then shows for its whole duration; an error shows at once', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    const region = screen.getByRole('status');
    let release = () => undefined as void;
    act(() => {
      release = holdToasts();
      showToast('Rating sent', { kind: 'success' });
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(region).toHaveTextContent('');
    act(() => release());
    expect(region).toHaveTextContent('Rating sent');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Rating sent');
    act(() => vi.advanceTimersByTime(2));
    expect(region).toHaveTextContent('');
    act(() => {
      release = holdToasts();
      showToast('Network error', { kind: 'error' });
    });
    expect(region).toHaveTextContent('Network error');
    act(() => release());
  });

  it('keeps a loading toast until it is hidden', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    let hide = () => undefined as void;
    act(() => {
      hide = showLoading('Sending…');
    });
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    act(() => hide());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
