import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { LenderIdentity } from './LenderIdentity';

const LENDER = {
  name: 'PesoLoan Lending Corporation',
  secRegistration: 'SEC Registration No. CS201912345',
  certificateOfAuthority: 'Certificate of Authority No. 3021',
};

describe('LenderIdentity', () => {
  it('names the lender, its SEC registration and Certificate of Authority, in a region named for it', () => {
    render(<LenderIdentity {...LENDER} />);
    const block = screen.getByRole('region', { name: 'Lender' });
    expect(block).toHaveTextContent(
      'LenderPesoLoan Lending CorporationSEC Registration No. CS201912345 Certificate of Authority No. 3021',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('advises reading the Disclosure Statement, and opens it, where the borrower commits', async () => {
    const onOpenDisclosure = vi.fn();
    render(
      <I18nProvider language="zh">
        <LenderIdentity {...LENDER} onOpenDisclosure={onOpenDisclosure} />
      </I18nProvider>,
    );
    expect(screen.getByText(/继续之前，请仔细阅读《披露声明》。/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '阅读《披露声明》' }));
    expect(onOpenDisclosure).toHaveBeenCalledTimes(1);
  });

  it('where a loan is advertised, the advisory alone, in the borrower’s language (SEC MC No. 19 s. 2019 §1(B))', () => {
    render(
      <I18nProvider language="fil">
        <LenderIdentity {...LENDER} advisory />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Nagpapautang' })).toHaveTextContent(
      'Bago ka umutang, pag-aralan ang mga tuntunin at kondisyon sa Disclosure Statement ng iyong loan.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
