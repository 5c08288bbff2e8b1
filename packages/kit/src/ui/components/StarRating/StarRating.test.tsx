import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

describe('StarRating', () => {
  it('tapping star n fills 1..n and reports n', async () => {
    const onChange = vi.fn();
    const { container } = render(<StarRating onValueChange={onChange} label="Rate" />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(container.querySelectorAll('.loan-star--filled')).toHaveLength(3);
  });

  it('is one tab stop operated with arrow keys, Home and End', async () => {
    const onChange = vi.fn();
    render(<StarRating onValueChange={onChange} label="Rate" />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toHaveLength(1);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<StarRating value={2} label="Rate" />);
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    rerender(<StarRating value={5} label="Rate" />);
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('read-only shows the score to screen readers and takes no input', () => {
    render(<StarRating value={4} readOnly label="Service" />);
    expect(screen.getByRole('img', { name: 'Service: 4 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
