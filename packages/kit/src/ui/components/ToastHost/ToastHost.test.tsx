import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showLoading, showToast } from '../../../toast/toast';
import { ToastHost } from './ToastHost';

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('ToastHost', () => {
  it('announces toasts one at a time, each for its duration', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast('First');
      showToast('Second', { kind: 'info' });
    });
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(2));
    expect(region).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(2001));
    expect(region).toHaveTextContent('');
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
