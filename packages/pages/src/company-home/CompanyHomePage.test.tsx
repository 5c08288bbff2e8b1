import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { CompanyHomePage } from './CompanyHomePage';

afterEach(() => setConfig({}));

describe('CompanyHomePage', () => {
  it('says how much and for how long one borrows, with "Get the app" as the page’s primary action', () => {
    setConfig({
      legal: { limits: { maxAmount: 10000, minTermDays: 91, maxTermDays: 365 } },
      appStores: {
        android: 'https://play.google.com/store/apps/details?id=ph.pesoloan.app',
        ios: 'https://apps.apple.com/ph/app/pesoloan/id6470000000',
      },
    });
    render(<CompanyHomePage />);
    const main = screen.getByRole('main');
    expect(within(main).getByText('Borrow up to ₱10,000, for 91 to 365 days.')).toBeInTheDocument();
    const stores = within(main).getByRole('list', { name: 'Get the app' });
    const [play, apple] = within(stores).getAllByRole('link');
    expect(play).toHaveAccessibleName('Get it on Google Play');
    expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=ph.pesoloan.app');
    expect(play).not.toHaveClass('loan-site__cta--secondary');
    expect(apple).toHaveClass('loan-site__cta--secondary');
    // Above the explanations: the first thing after the headline and the range.
    expect(stores.compareDocumentPosition(within(main).getByRole('heading', { name: 'How it works' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no store button where the lender has none configured', () => {
    render(<CompanyHomePage />);
    expect(screen.queryByRole('list', { name: 'Get the app' })).toBeNull();
  });
});
