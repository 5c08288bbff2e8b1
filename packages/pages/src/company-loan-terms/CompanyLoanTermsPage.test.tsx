import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import sample from '@loan-webview/mock-backend/sample-config.json';
import { CompanyLoanTermsPage } from './CompanyLoanTermsPage';

afterEach(() => setConfig({}));

describe('CompanyLoanTermsPage', () => {
  it('works one loan through the lender’s charges: what she receives, repays and what it costs, adding up', () => {
    setConfig({ legal: sample.legal as never });
    render(<CompanyLoanTermsPage />);
    const example = screen.getByRole('region', { name: 'A worked example: ₱5,000 over 91 days' });
    // By the sample's charges: 2% up front; 0.099% a day for 91 days, 450.45 rounded down to the peso as its terms say.
    const bar = within(example).getByRole('figure', { name: 'You repay ₱5,450.00 on day 91' });
    const parts = within(bar)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(parts).toEqual([
      'You receive ₱4,900.00',
      'Service fee, taken from the loan up front ₱100.00',
      'Interest ₱450.00',
    ]);
    // (5,450 / 4,900)^(365/12/91) − 1 = 3.62% a month, as the confirmation says of the same loan.
    expect(example).toHaveTextContent(
      `It costs ₱550.00 in all (the fee and the interest): an effective rate of ${(((5450 / 4900) ** (365 / 12 / 91) - 1) * 100).toFixed(2)}% a month`,
    );
  });

  it('gives no example while the charges are placeholders', () => {
    render(<CompanyLoanTermsPage />);
    expect(screen.queryByRole('region', { name: /A worked example/ })).toBeNull();
  });
});
