import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBanner, toneOfStatus } from './StatusBanner';
import { StatusPill } from '../StatusPill';

describe('StatusBanner', () => {
  it.each([
    [21, 'success'],
    [110, 'danger'],
    [151, 'success'],
    [170, 'neutral'],
    [174, 'warning'],
    [180, 'danger'],
    [200, 'success'],
    [999, 'neutral'],
    [0, 'neutral'],
  ])('status %i is %s, as its pill', (status, tone) => {
    render(<StatusBanner status={status} title={`Status ${status}`} />);
    expect(screen.getByRole('region', { name: `Status ${status}` })).toHaveAttribute('data-tone', tone);
    render(<StatusPill status={status}>pill</StatusPill>);
    expect(screen.getByText('pill')).toHaveAttribute('data-attention', tone);
  });

  it('turns a due loan amber within three days of its date, as its pill does', () => {
    const { rerender } = render(<StatusBanner status={170} title="Due" daysLeft={9} />);
    expect(screen.getByRole('region', { name: 'Due' })).toHaveAttribute('data-tone', 'neutral');
    rerender(<StatusBanner status={170} title="Due" daysLeft={2} />);
    expect(screen.getByRole('region', { name: 'Due' })).toHaveAttribute('data-tone', 'warning');
  });

  it('keeps toneOfStatus for callers of the server-safe entry', () => {
    expect(toneOfStatus(170)).toBe('danger');
  });

  it('paints only overdue in strong red; the rest of the pink family stays soft', () => {
    const { rerender } = render(<StatusBanner status={180} title="Overdue" />);
    expect(screen.getByRole('region', { name: 'Overdue' })).toHaveClass('loan-status-banner--overdue');
    for (const status of [110, 170, 174]) {
      rerender(<StatusBanner status={status} title="Overdue" />);
      expect(screen.getByRole('region', { name: 'Overdue' })).not.toHaveClass('loan-status-banner--overdue');
    }
  });

  it('has an icon for every status but 170', () => {
    const { container, rerender } = render(<StatusBanner status={170} title="Due" />);
    expect(container.querySelector('svg')).toBeNull();
    for (const status of [21, 110, 151, 174, 180, 200]) {
      rerender(<StatusBanner status={status} title="x" />);
      expect(container.querySelector('svg')).not.toBeNull();
    }
  });

  it('renders server text as text, never as HTML', () => {
    render(<StatusBanner status={170} title="<img src=x onerror=alert(1)>" description="<b>bold</b>" />);
    expect(screen.getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
