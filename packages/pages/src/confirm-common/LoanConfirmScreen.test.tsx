import { confirmVariants, store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { recordIosBridge } from '../shell/test-bridge';
import { held } from '../shell/test-held';
import { type ConfirmVariant, lendDetailsTarget } from './LoanConfirmContent';
import { LoanConfirmScreen } from './LoanConfirmScreen';

const posted = recordIosBridge();

afterEach(() => {
  setCommonParams({});
  clearToasts();
  delete window.loanWebviewBack;
});

function open(productId: string, variant: ConfirmVariant = 'standard') {
  setCommonParams({ sessionId: 's1', productId });
  return render(
    <I18nProvider language="en">
      <LoanConfirmScreen variant={variant} />
    </I18nProvider>,
  );
}

const CONTRACTS = '*/planes/v3/contract/contract';
const toasts = () => getToasts().map((toast) => toast.message);

describe('LoanConfirmScreen', () => {
  it('shows what the borrower signs: product, amount, term, rate, rows, every instalment, first payment', async () => {
    open('P2001');
    expect(await screen.findByRole('heading', { name: 'PesoLoan Regular' })).toBeInTheDocument();
    // Money first (issue 27.1): the figure, then the first payment written for people, before anything else.
    const money = screen.getByRole('region', { name: 'Loan amount' });
    expect(money).toHaveTextContent(
      /^Loan amount\s*₱5,000.00\s*First payment [A-Z][a-z]{2} \d{1,2}, \d{4}\s*\d+ days left\s*Total to repay\s*₱5,450.00 by [A-Z][a-z]{2} \d{1,2}, \d{4}\s*Interest and fees\s*₱450.00$/,
    );
    expect(money.compareDocumentPosition(screen.getByRole('heading', { name: 'PesoLoan Regular' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const summary = screen.getByRole('region', { name: 'PesoLoan Regular' });
    expect(summary).toHaveTextContent(/Term\s*91 days\s*Interest rate\s*0.08% per day/);
    expect(screen.getByText('Service fee')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Payment plan' });
    expect(within(plan).getAllByRole('listitem')).toHaveLength(1);
    expect(plan).toHaveTextContent('₱5,450.00');
    expect(plan).toHaveTextContent(/First payment.*\(day 91\)/);
    expect(screen.getByText(/We will send an SMS/)).toBeInTheDocument();
  });

  it('Next needs the box ticked; a double tap pushes once and goes to lendDetailsUrl with from=confirm', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001');
    const box = await screen.findByRole('checkbox');
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeDisabled();
    await userEvent.click(box);
    const next = screen.getByRole('button', { name: /^Confirm and borrow ₱/ });
    act(() => {
      next.click();
      next.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.confirm.pushed).toEqual([
      expect.objectContaining({ amount: '500000', periods: '91', termUnit: 'days', productId: 'P2001' }),
    ]);
    const target = new URL(String(assign.mock.calls[0][0]), location.href);
    expect(target.pathname).toBe('/badSpark/');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      from: 'confirm',
      orderId: 'ORD151',
      productId: 'P2001',
      sessionId: 's1',
    });
    // While the next page loads, Next stays busy: a late second tap cannot push the loan again.
    expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    expect(store.confirm.pushed).toHaveLength(1);
  });

  it('shows the amount while the agreement list is on its way; Next waits for the list, which then shows', async () => {
    const contracts = held();
    server.use(
      http.post(CONTRACTS, async () => {
        await contracts.promise;
        return HttpResponse.json({ code: 0, data: { list: [{ title: 'Credit terms', position: 4 }] } });
      }),
    );
    open('P2001');
    expect(await screen.findByRole('region', { name: 'Loan amount' })).toHaveTextContent('₱5,000.00');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('status').filter((status) => status.textContent === 'Loading…')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeDisabled();
    contracts.resolve();
    expect(await screen.findByRole('button', { name: 'Credit terms' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Privacy policy' })).toBeNull();
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeEnabled();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("a failed agreement call leaves the confirmation's own list", async () => {
    server.use(http.post(CONTRACTS, () => HttpResponse.json({ code: 500, message: 'busy' })));
    open('P2001');
    expect(await screen.findByRole('button', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeEnabled();
  });

  it('each agreement opens through contract-jump with its position', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001');
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy policy' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    // A contract on our own site carries the session (part 1 §2.1).
    expect(String(assign.mock.calls[0][0])).toMatch(/\/ofEffects\/\?sessionId=s1&/);
    expect(store.recorded.contractJumps.at(-1)).toMatchObject({ position: '2', productId: 'P2001', variant: 'V1' });
  });

  it('variant 2 opens an agreement through its own /gopia/goya call (issue 26.7), not the /planes contract-jump', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001', 'promo');
    await userEvent.click(await screen.findByRole('button', { name: 'Privacy policy' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0][0])).toMatch(/\/ofEffects\/\?sessionId=s1&/);
    expect(store.recorded.contractJumps.at(-1)).toMatchObject({ position: '2', productId: 'P2001', variant: 'V2' });
  });

  it('refuses every hostile URL: the popup frame, the agreement jump and lendDetailsUrl', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2002');
    const popup = await screen.findByRole('dialog', { name: 'Agreement' });
    expect(popup.querySelector('iframe')).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Loan agreement' }));
    await waitFor(() => expect(toasts()).toEqual(['This link cannot be opened']));
    clearToasts();
    await userEvent.click(screen.getByRole('button', { name: /^Confirm and borrow ₱/ }));
    await waitFor(() => expect(store.confirm.pushed).toHaveLength(1));
    await waitFor(() => expect(toasts()).toEqual(['This link cannot be opened']));
    expect(assign).not.toHaveBeenCalled();
  });

  it('the agreement popup frames popAgreementUrl: Agree closes it, Cancel closes the webview', async () => {
    open('P1001');
    const popup = await screen.findByRole('dialog', { name: 'Agreement' });
    expect(popup.querySelector('iframe')?.getAttribute('src')).toMatch(/\/outsideOr\/$/);
    await userEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted.map((call) => call.action)).not.toContain('closeWebview');
  });

  it('with isPopType 1, the shell back hook asks first: Stay stays, Leave closes the webview', async () => {
    open('P1001');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Agreement' })).getByRole('button', { name: 'Agree' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    let handled: boolean | undefined;
    act(() => {
      handled = window.loanWebviewBack?.();
    });
    expect(handled).toBe(true);
    const retention = await screen.findByRole('dialog', { name: 'Are you sure you want to leave?' });
    await userEvent.click(within(retention).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      window.loanWebviewBack?.();
    });
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(posted.map((call) => call.action)).toEqual(['closeWebview']);
  });

  it('without isPopType, back is not caught', async () => {
    open('P2001');
    await screen.findByRole('heading', { name: 'PesoLoan Regular' });
    expect(window.loanWebviewBack).toBeUndefined();
  });

  it('variant 2 shows the promo first, then the agreement popup, and NewButtonMsg on the button', async () => {
    open('P1001', 'promo');
    const promo = await screen.findByRole('dialog', { name: 'Special offer' });
    expect(promo).toHaveTextContent('Limited offer: first loan interest 50% off');
    await userEvent.click(within(promo).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get ₱5,000 now', hidden: true })).toBeInTheDocument();
  });

  it('the term page: the plan follows the chosen term, and Next pushes it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001', 'term');
    await userEvent.click(await screen.findByRole('radio', { name: /180 days/ }));
    const plan = screen.getByRole('region', { name: 'Payment plan' });
    expect(within(plan).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('0.07% per day', { selector: 'dd' })).toBeInTheDocument();
    // The default term's rows (Term 91 days, its interest) never stand next to the chosen term's plan.
    expect(screen.queryByText('91 days', { selector: 'dd, .loan-detail-rows *' })).toBeNull();
    expect(screen.getByText('What you pay for this term is in its payment plan below.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Confirm and borrow ₱/ }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.confirm.pushed.at(-1)).toMatchObject({ periods: '180', termUnit: 'days' });
  });

  it('names the lender above the consent, and its advisory opens the Disclosure Statement (SEC MC No. 19)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    setConfig({
      company: {
        name: 'PesoLoan Lending Corporation',
        secRegistration: 'SEC Registration No. CS201912345',
        certificateOfAuthority: 'Certificate of Authority No. 3021',
      },
    });
    open('P2001');
    const lender = await screen.findByRole('region', { name: 'Lender' });
    expect(lender).toHaveTextContent('PesoLoan Lending Corporation');
    expect(lender).toHaveTextContent('SEC Registration No. CS201912345 Certificate of Authority No. 3021');
    // Above the consent line: read before agreeing.
    const consent = await screen.findByRole('checkbox');
    expect(lender.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(lender).getByRole('button', { name: 'Read the Disclosure Statement' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    // The list's 'Disclosure statement' is its third.
    expect(store.recorded.contractJumps.at(-1)).toMatchObject({ productId: 'P2001', position: '3' });
  });

  describe('the cost of credit (Truth in Lending Act, ADR 0066)', () => {
    const cost = () => within(screen.getByRole('region', { name: /^(Loan amount|You receive)$/ }));

    it('shows the total to repay by the last due date, and the interest and fees, from the payment plan', async () => {
      open('P2001');
      await screen.findByRole('heading', { name: 'PesoLoan Regular' });
      expect(cost().getByText('Total to repay').nextSibling).toHaveTextContent(/^₱5,450\.00 by /);
      expect(cost().getByText('Interest and fees').nextSibling).toHaveTextContent('₱450.00');
    });

    it('recomputes them for the term chosen on the term page', async () => {
      open('P2001', 'term');
      await userEvent.click(await screen.findByRole('radio', { name: /180 days/ }));
      expect(cost().getByText('Total to repay').nextSibling).toHaveTextContent(/^₱5,630\.00 by /);
      expect(cost().getByText('Interest and fees').nextSibling).toHaveTextContent('₱630.00');
      await userEvent.click(screen.getByRole('radio', { name: /365 days/ }));
      expect(cost().getByText('Total to repay').nextSibling).toHaveTextContent(/^₱6,100\.00 by /);
    });

    it('leads with what the borrower receives where the answer says, the loan amount under it', async () => {
      server.use(
        http.post('*/planes/v3/loan-confirm/loan-detail-confirm', () =>
          HttpResponse.json({ code: 0, data: { ...confirmVariants.P2001, receivedAmount: 470000 } }),
        ),
      );
      open('P2001');
      const money = await screen.findByRole('region', { name: 'You receive' });
      expect(within(money).getByText('₱4,700.00')).toBeInTheDocument();
      expect(within(money).getByText('Loan amount').nextSibling).toHaveTextContent('₱5,000.00');
    });

    it('shows no computed figures for a plan that does not add up: the server rows alone, one warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const short = { ...confirmVariants.P2001.repay_plans[0], amount: 200000 };
      server.use(
        http.post('*/planes/v3/loan-confirm/loan-detail-confirm', () =>
          HttpResponse.json({ code: 0, data: { ...confirmVariants.P2001, terms: [], repay_plans: [short] } }),
        ),
      );
      open('P2001');
      await screen.findByRole('heading', { name: 'PesoLoan Regular' });
      expect(screen.queryByText('Total to repay')).toBeNull();
      expect(screen.queryByText('Interest and fees')).toBeNull();
      expect(screen.getByRole('region', { name: 'Payment plan' })).toHaveTextContent('₱2,000.00');
      expect(warn.mock.calls.filter(([text]) => String(text).includes('does not add up'))).toHaveLength(1);
      warn.mockRestore();
    });
  });

  it('without a productId, says so with no Retry', async () => {
    setCommonParams({ sessionId: 's1' });
    render(<LoanConfirmScreen variant="standard" />);
    expect(await screen.findByText('This page needs a product. Open it again from the app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('lendDetailsTarget', () => {
  it('adds from=confirm to the server URL (navigateTo adds the session on our own site)', () => {
    expect(lendDetailsTarget('/badSpark/?orderId=ORD151#top')).toBe(
      `${location.origin}/badSpark/?orderId=ORD151&from=confirm#top`,
    );
  });

  it('gives another host only from=confirm, and refuses a hostile URL', () => {
    expect(lendDetailsTarget('https://lend.example.ph/x?a=1')).toBe('https://lend.example.ph/x?a=1&from=confirm');
    expect(lendDetailsTarget('javascript:alert(1)')).toBeUndefined();
  });
});
