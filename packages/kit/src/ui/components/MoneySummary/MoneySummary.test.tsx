import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MoneySummary } from './MoneySummary';

const now = Date.UTC(2026, 10, 23, 4); // noon, 23 November 2026, Manila

describe('MoneySummary', () => {
  it('leads with the figure, named by its label, and writes the due date for people', () => {
    render(<MoneySummary label="Amount due" amount="₱5,450.00" dueDate="2026-12-05" now={now} />);
    const card = screen.getByRole('region', { name: 'Amount due' });
    expect(card).toHaveTextContent('₱5,450.00');
    expect(card).toHaveTextContent('Due Dec 5, 2026');
    expect(screen.getByText('12 days left')).toHaveAttribute('data-attention', 'neutral');
  });

  it.each([
    ['2026-11-24', '1 day left', 'warning'],
    ['2026-11-26', '3 days left', 'warning'],
    ['2026-11-23 20:00:00', 'Due today', 'warning'],
    ['2026-11-22', 'Overdue by 1 day', 'danger'],
    [Date.UTC(2026, 10, 18, 16) / 1000, 'Overdue by 4 days', 'danger'],
  ])('counts down: %s reads "%s" (%s)', (dueDate, text, attention) => {
    render(<MoneySummary label="Amount due" amount="₱1" dueDate={dueDate} now={now} />);
    expect(screen.getByText(text)).toHaveAttribute('data-attention', attention);
  });

  it('shows no date line for a date it cannot read, and no countdown when asked not to', () => {
    const { rerender, container } = render(<MoneySummary label="Paid" amount="₱1" dueDate="" now={now} />);
    expect(container.querySelector('.loan-money__due')).toBeNull();
    rerender(<MoneySummary label="Paid" amount="₱1" dueDate="2026-12-05" countdown={false} now={now} />);
    expect(screen.getByText('Due Dec 5, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/left|Overdue/)).toBeNull();
  });

  it('takes the words before the date', () => {
    render(<MoneySummary label="Extension" amount="₱1" dueDate="2026-12-05" dateLabel="Next payment" now={now} />);
    expect(screen.getByText('Next payment Dec 5, 2026')).toBeInTheDocument();
  });

  it('hydrates on a later day than it was rendered, then counts from the browser clock', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const element = <MoneySummary label="Amount due" amount="₱1" dueDate="2026-12-05" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    expect(container.textContent).toContain('Due Dec 5, 2026');
    // Two days later, in the borrower's browser.
    vi.setSystemTime(now + 2 * 86_400_000);
    const errors: unknown[] = [];
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    vi.useRealTimers();
    expect(errors).toEqual([]);
    expect(container.querySelector('.loan-money__countdown')).toHaveTextContent('10 days left');
    container.remove();
  });
});
