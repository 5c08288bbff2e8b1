import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { DetailRows } from './DetailRows';

const rows = ['a', 'b', 'c', 'd'].map((text, i) => ({ text, value: String(i) }));

describe('DetailRows', () => {
  it('shows every row when not folded', () => {
    render(<DetailRows rows={rows} />);
    expect(screen.getAllByRole('term')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds to N rows with a More/Hide toggle', async () => {
    const onExpandedChange = vi.fn();
    render(<DetailRows rows={rows} foldTo={2} onExpandedChange={onExpandedChange} />);
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['a', 'b']);
    const toggle = screen.getByRole('button', { name: 'More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getAllByRole('term')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('keeps an amount on one line, and lets a long server text wrap', () => {
    render(
      <DetailRows
        rows={[
          { text: 'Amount due', value: '₱5,450.00' },
          { text: 'Repaid so far', value: '−₱2,000.00' },
          { text: 'Reference', value: '9'.repeat(80) },
          { text: 'Note', value: '₱5,450.00 by Dec 5' },
        ]}
      />,
    );
    const whole = (text: string) => screen.getByText(text).hasAttribute('data-figure');
    expect([whole('₱5,450.00'), whole('−₱2,000.00'), whole('9'.repeat(80)), whole('₱5,450.00 by Dec 5')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
  it('has no toggle when there is nothing to fold', () => {
    render(<DetailRows rows={rows.slice(0, 2)} foldTo={2} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('writes a date the server sent as text the way every page writes dates, in her language', () => {
    const dated = [
      { text: 'Repaid on', value: '2026-11-20' },
      { text: 'Amount', value: '₱3,000.00' },
    ];
    const { rerender } = render(<DetailRows rows={dated} />);
    expect(screen.getAllByRole('definition').map((el) => el.textContent)).toEqual(['Nov 20, 2026', '₱3,000.00']);
    rerender(
      <I18nProvider language="fil">
        <DetailRows rows={dated} />
      </I18nProvider>,
    );
    expect(screen.getByText('Repaid on').nextElementSibling).not.toHaveTextContent('2026-11-20');
    expect(screen.getByText('Repaid on').nextElementSibling).toHaveTextContent(/Nob 20, 2026/);
  });
});
