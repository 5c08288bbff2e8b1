import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyBar, type MoneyBarPart } from './MoneyBar';

const confirmation: MoneyBarPart[] = [
  { label: 'You receive', value: 490000, amount: '₱4,900.00', tone: 'receive' },
  { label: 'Taken up front', value: 10000, amount: '₱100.00', tone: 'fee' },
  { label: 'Interest', value: 45000, amount: '₱450.00', tone: 'cost' },
];

afterEach(() => vi.restoreAllMocks());

describe('MoneyBar', () => {
  it('names the whole by its label and total, and says each part in words in the order of the bar', () => {
    render(
      <MoneyBar label="You repay" total="₱5,450.00" value={545000} caption="by Feb 22, 2027" parts={confirmation} />,
    );
    const figure = screen.getByRole('figure', { name: 'You repay ₱5,450.00 by Feb 22, 2027' });
    const rows = within(figure)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['You receive ₱4,900.00', 'Taken up front ₱100.00', 'Interest ₱450.00']);
  });

  it('gives each part its share of the bar, and hides the bar from a screen reader (the legend says it)', () => {
    const { container } = render(<MoneyBar label="You repay" total="₱5,450.00" value={545000} parts={confirmation} />);
    const track = container.querySelector('.loan-money-bar__track')!;
    expect(track).toHaveAttribute('aria-hidden', 'true');
    const shares = [...track.children].map((part) => Number((part as HTMLElement).style.flexGrow).toFixed(3));
    expect(shares).toEqual(['0.899', '0.018', '0.083']);
  });

  it('draws the whole as a share of a larger one, so choices side by side compare', () => {
    const { container } = render(
      <MoneyBar label="Pay today" total="₱5,450.00" value={545000} max={640000} parts={confirmation} />,
    );
    expect((container.querySelector('.loan-money-bar__track') as HTMLElement).style.width).toBe('85.15625%');
  });

  it('leaves a part of nothing off the bar but keeps it in words', () => {
    const parts: MoneyBarPart[] = [
      { label: 'Repaid so far', value: 0, amount: '₱0.00', tone: 'paid' },
      { label: 'Still to pay', value: 545000, amount: '₱5,450.00', tone: 'remaining' },
    ];
    const { container } = render(<MoneyBar label="To repay" total="₱5,450.00" value={545000} parts={parts} />);
    expect(container.querySelectorAll('.loan-money-bar__part')).toHaveLength(1);
    expect(screen.getByText('Repaid so far')).toBeInTheDocument();
  });

  it('draws no bar for parts that do not add up to the whole, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <MoneyBar label="You repay" total="₱5,875.00" value={587500} parts={confirmation.slice(0, 2)} />,
    );
    expect(container.querySelector('.loan-money-bar__track')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('do not add up'));
  });

  it('lists the instalments in order with their dates, amounts and states', () => {
    render(
      <MoneyBar
        label="You repay"
        total="₱5,450.00"
        value={545000}
        parts={confirmation}
        stepsLabel="Payment plan"
        steps={[
          { label: 'Installment 1 of 2', date: 'Dec 23, 2026', amount: '₱2,725.00', state: 'paid' },
          { label: 'Installment 2 of 2', date: 'Jan 22, 2027', amount: '₱2,725.00', state: 'due' },
        ]}
      />,
    );
    const plan = screen.getByRole('list', { name: 'Payment plan' });
    const items = within(plan).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Installment 1 of 2Dec 23, 2026₱2,725.00',
      'Installment 2 of 2Jan 22, 2027₱2,725.00',
    ]);
    expect(items.map((item) => item.dataset.state)).toEqual(['paid', 'due']);
  });

  it('keeps every figure whole (data-figure) for the walks that look for split ones', () => {
    const { container } = render(<MoneyBar label="You repay" total="₱5,450.00" value={545000} parts={confirmation} />);
    expect([...container.querySelectorAll('[data-figure]')].map((node) => node.textContent)).toEqual([
      '₱5,450.00',
      '₱4,900.00',
      '₱100.00',
      '₱450.00',
    ]);
  });
});
