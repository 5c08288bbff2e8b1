import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ProductCard.stories';
import { RecommendedProducts } from './ProductCard';

const { Default, Empty } = composeStories(stories);

describe('RecommendedProducts', () => {
  it('shows each product with its figures under the heading', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'More loans for you' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Cashalo Plus' });
    expect(card).toHaveTextContent('₱2,000 - ₱20,000');
    expect(card).toHaveTextContent('Loan amount');
    expect(card).toHaveTextContent('0.05%/day');
  });

  it('calls onSelect for an enabled product only', async () => {
    const onSelect = vi.fn();
    render(<RecommendedProducts products={Default.args.products ?? []} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply now: Cashalo Plus' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ productKey: 'K-CASHALO' }));
    const soldOut = screen.getByRole('button', { name: 'Sold out today: Kwarta Agad' });
    expect(soldOut).toBeDisabled();
    await userEvent.click(soldOut);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('disables the product whose request is in flight', () => {
    render(<Default busyKey="K-PERAHUB" />);
    expect(screen.getByRole('button', { name: 'Borrow: PeraHub Loan' })).toBeDisabled();
  });

  it('renders nothing without products', () => {
    render(<Empty />);
    expect(screen.queryByRole('heading')).toBeNull();
    const { container } = render(<RecommendedProducts products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
