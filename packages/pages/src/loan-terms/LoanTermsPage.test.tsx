import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import sample from '@loan-webview/mock-backend/sample-config.json';
import { LoanTermsPage } from './LoanTermsPage';

afterEach(() => setConfig({}));

describe('LoanTermsPage', () => {
  it('opens with the key figures of one loan by these terms, before their contents', () => {
    setConfig({ legal: sample.legal as never });
    render(<LoanTermsPage />);
    const example = screen.getByRole('region', { name: 'A worked example: ₱5,000 over 91 days' });
    expect(screen.getByRole('figure', { name: 'You repay ₱5,450.00 on day 91' })).toBeInTheDocument();
    expect(example.compareDocumentPosition(screen.getByRole('navigation'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
