import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('has no toggle when there is nothing to fold', () => {
    render(<DetailRows rows={rows.slice(0, 2)} foldTo={2} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
