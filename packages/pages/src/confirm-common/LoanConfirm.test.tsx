import { store } from '@loan-webview/mock-backend';
import { fixDay, server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { readStored } from '@loan-webview/kit/storage';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { recordIosBridge } from '../shell/test-bridge';
import { held } from '../shell/test-held';
import { type ConfirmVariant, lendDetailsTarget } from './LoanConfirmContent';
import { loanConfirmDefinition } from '../loan-confirm/page';
import { loanConfirmPromoDefinition } from '../loan-confirm-promo/page';
import { loanConfirmTermDefinition } from '../loan-confirm-term/page';
import { textOf } from '@loan-webview/kit/testing';
import { routeUrl } from '@loan-webview/kit/routes';

const posted = recordIosBridge();

/** Each confirmation as its page folder declares it. */
const PAGES = {
  standard: loanConfirmDefinition.Page,
  promo: loanConfirmPromoDefinition.Page,
  term: loanConfirmTermDefinition.Page,
};
const LoanConfirmPage = PAGES.standard;

afterEach(() => {
  setCommonParams({});
  clearToasts();
  delete window.loanWebviewBack;
});

/** Variant 2 whose server button text (`NewButtonMsg`) names ₱5,000, an amount she does not receive; console.warn spied. */
function openPromoNamingAnotherAmount() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(
    http.post('*/gopia/goya/reckon', () =>
      HttpResponse.json({ code: '00', data: { ...store.confirm.variants.P2001, NewButtonMsg: 'Get ₱5,000 now' } }),
    ),
  );
  open('P2001', 'promo');
  return warn;
}

function open(productId: string, variant: ConfirmVariant = 'standard') {
  setCommonParams({ sessionId: 's1', productId });
  const Page = PAGES[variant];
  return render(
    <I18nProvider language="en">
      <Page />
    </I18nProvider>,
  );
}

const CONTRACTS = '*/planes/v3/contract/contract';
const toasts = () => getToasts().map((toast) => toast.message);

const NEXT = /^Confirm and receive ₱4,900\.00$/;
const CONFIRM_ANSWER = '*/planes/v3/loan-confirm/loan-detail-confirm';
const answerWith = (changes: Record<string, unknown>) =>
  server.use(
    http.post(CONFIRM_ANSWER, () =>
      HttpResponse.json({ code: 0, data: { ...store.confirm.variants.P2001, ...changes } }),
    ),
  );
const figures = () => within(screen.getByRole('region', { name: /^(Loan amount|You receive)$/ }));
const figure = (label: string) => figures().getByText(label).nextSibling;
/** The bar of what she repays, named by its caption ("You repay ₱5,450.00 by Feb 22, 2027"). */
const repays = () => screen.getByRole('figure', { name: /^(You repay|Babayaran mo) / });
/** The bar's parts in words, as a screen reader reads them. */
const partsOf = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the loan confirmations', () => {
  // One fixed day for the page and the books: the plan's dates are 91 days from it ("by Feb 22, 2027"), and the rate
  // counts from the day she confirms.
  beforeEach(() => fixDay());

  it('tells the decision first: what she receives, repays and by when, and what it costs (RA 3765)', async () => {
    open('P2001');
    expect(await screen.findByRole('heading', { name: 'PesoLoan Regular' })).toBeInTheDocument();
    const money = screen.getByRole('region', { name: textOf('confirm.youReceive') });
    // What she repays, the line she decides on, as what she receives, what is taken up front and what is added: the
    // parts add up to it (the finance charge is the last two).
    expect(repays()).toHaveAccessibleName('You repay ₱5,450.00 by Feb 22, 2027');
    expect(partsOf(repays())).toEqual([
      'You receive ₱4,900.00',
      'Taken from the loan up front ₱100.00',
      'Interest and charges added ₱450.00',
    ]);
    expect(money).toHaveTextContent(
      /Finance charge \(interest and fees\)\s*₱550\.00\s*Effective interest rate\s*3\.62% a month \(53\.22% a year\)\s*Loan amount\s*₱5,000\.00$/,
    );
    // Each figure once: the loan amount and the total are not said again beside the bar.
    expect(within(money).getAllByText('₱5,000.00')).toHaveLength(1);
    expect(within(money).getAllByText('₱5,450.00')).toHaveLength(1);
    expect(money.compareDocumentPosition(screen.getByRole('heading', { name: 'PesoLoan Regular' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const summary = screen.getByRole('region', { name: 'PesoLoan Regular' });
    expect(summary).toHaveTextContent(/Term\s*91 days\s*Interest rate\s*0.099% per day/);
    // The lender's own itemisation stays one tap away, under the bar that adds it up.
    const itemised = screen.getByText(textOf('confirm.statementDeductions')).closest('details')!;
    expect(itemised).not.toHaveAttribute('open');
    expect(within(itemised).getByText('Service fee (deducted up front)')).toBeInTheDocument();
    // One instalment: its date is the bar's, with no plan repeating the total.
    expect(screen.queryByRole('list', { name: textOf('confirm.plan') })).toBeNull();
    expect(screen.getByText(/We will send an SMS/)).toBeInTheDocument();
    // The commit button names what she receives, never the ₱5,000 she does not.
    expect(screen.getByRole('button', { name: NEXT })).toBeInTheDocument();
  });

  it('starts unticked and says why Next waits; once ticked, a double tap pushes once and goes on', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001');
    const box = await screen.findByRole('checkbox', { name: /I have read and agree/ });
    expect(box).not.toBeChecked();
    const next = screen.getByRole('button', { name: NEXT });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Tick the box above to accept the loan agreement first.');
    await userEvent.click(box);
    expect(next).toBeEnabled();
    expect(next).not.toHaveAccessibleDescription();
    act(() => {
      next.click();
      next.click();
    });
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.confirm.pushed).toEqual([
      expect.objectContaining({
        amount: '500000',
        periods: '91',
        termUnit: 'days',
        productId: 'P2001',
        marketingConsent: '0',
        researchConsent: '0',
        partnerConsent: '0',
      }),
    ]);
    const target = new URL(String(assign.mock.calls[0][0]), location.href);
    expect(target.pathname).toBe('/badSpark/');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      from: 'confirm',
      orderId: 'ORD151',
      productId: 'P2001',
      sessionId: 's1',
    });
    // The statement she confirmed is kept for its order, for the order page to offer afterwards (RA 3765 s. 4).
    expect(readStored('disclosureStatements')?.ORD151).toMatchObject({
      orderId: 'ORD151',
      amount: 500000,
      cost: { netProceeds: 490000, financeCharge: 55000 },
    });
    // While the next page loads, Next stays busy: a late second tap cannot push the loan again.
    expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    expect(store.confirm.pushed).toHaveLength(1);
  });

  it('the one tick accepts the loan agreement; each other use of her data is its own optional, unticked choice', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    setConfig({ legal: { partners: ['Bantay Insurance Agency Inc.', 'Tindahan Rewards Corporation'] } });
    open('P2001');
    const consent = await screen.findByRole('checkbox', { name: /I have read and agree/ });
    const agreement = consent.closest('.loan-agreement') as HTMLElement;
    expect(
      within(agreement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Loan agreement']);
    // The lawful basis named truthfully: the contract and the law, not consent.
    expect(screen.getByText(/because the loan contract needs it, and to meet the law/)).toBeInTheDocument();
    const optional = within(screen.getByRole('group', { name: /^Optional, each on its own/ })).getAllByRole('checkbox');
    expect(optional.map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringMatching(/^Send me offers .* \(uses my name, number and e-mail\)\.$/),
      expect.stringMatching(/^Use my loan and repayment records, without my name/),
      // Informed consent names the partners (NPC Circular No. 2023-04).
      expect.stringMatching(
        /^Share my name and number with .*’s partners, Bantay Insurance Agency Inc., Tindahan Rewards Corporation, so/,
      ),
    ]);
    // Each can be taken back: the policy's part on her choices says how.
    expect(screen.getByRole('link', { name: textOf('confirm.consentsWithdraw') })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^${routeUrl('privacyPolicy')}\\?.*#basis$`)),
    );
    for (const box of optional) expect(box).not.toBeChecked();
    await userEvent.click(optional[0]);
    await userEvent.click(optional[2]);
    // The optional ticks alone accept nothing.
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(store.confirm.pushed).toHaveLength(1));
    // Each purpose its own field: what she ticked, and only that.
    expect(store.confirm.pushed[0]).toMatchObject({ marketingConsent: '1', researchConsent: '0', partnerConsent: '1' });
  });

  it('offers no partner sharing where the lender names no partner', async () => {
    open('P2001');
    const group = await screen.findByRole('group', { name: /^Optional, each on its own/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(group).not.toHaveTextContent(/partners/);
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
    expect(await screen.findByRole('region', { name: textOf('confirm.youReceive') })).toHaveTextContent('₱4,900.00');
    expect(screen.queryByRole('checkbox', { name: /I have read and agree/ })).toBeNull();
    expect(screen.getAllByRole('status').filter((status) => status.textContent === 'Loading…')).toHaveLength(1);
    expect(screen.getByRole('button', { name: NEXT })).toBeDisabled();
    contracts.resolve();
    expect(await screen.findByRole('button', { name: 'Credit terms' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('with no agreement listed at all, nothing waits for a tick that cannot be given', async () => {
    server.use(http.post(CONTRACTS, () => HttpResponse.json({ code: 0, data: { list: [] } })));
    answerWith({ agreements: [] });
    open('P2001');
    const next = await screen.findByRole('button', { name: NEXT });
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.queryByRole('checkbox', { name: /I have read and agree/ })).toBeNull();
    expect(screen.queryByText(textOf('confirm.waitsForConsent'))).toBeNull();
  });

  it('says once that a NewButtonMsg names an amount she does not receive, however often the page renders', async () => {
    const warn = openPromoNamingAnotherAmount();
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^Send me offers/ }));
    expect(warn.mock.calls.filter(([text]) => String(text).includes('NewButtonMsg'))).toHaveLength(1);
  });

  it("a failed agreement call leaves the confirmation's own list", async () => {
    server.use(http.post(CONTRACTS, () => HttpResponse.json({ code: 500, message: 'busy' })));
    open('P2001');
    expect(await screen.findByRole('button', { name: 'Loan agreement' })).toBeInTheDocument();
  });

  // Variant 2 opens an agreement through its own /gopia/goya call (issue 26.7), not the /planes contract-jump.
  it.each([
    ['variant 1, through contract-jump', 'standard', 'V1'],
    ['variant 2, through its own /gopia/goya call', 'promo', 'V2'],
  ] as const)('each agreement opens with its position: %s', async (_name, kind, variant) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001', kind);
    await userEvent.click(await screen.findByRole('button', { name: textOf('confirm.privacyPolicy') }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    // A contract on our own site carries the session (part 1 §2.1).
    expect(String(assign.mock.calls[0][0])).toMatch(/\/ofEffects\/\?sessionId=s1&/);
    expect(store.recorded.contractJumps.at(-1)).toMatchObject({ position: '2', productId: 'P2001', variant });
  });

  it('refuses every hostile URL: the popup frame, the agreement jump and lendDetailsUrl', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2002');
    await userEvent.click(await screen.findByRole('button', { name: 'Loan agreement' }));
    await waitFor(() => expect(toasts()).toEqual(['This link cannot be opened']));
    clearToasts();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('button', { name: NEXT }));
    const popup = await screen.findByRole('dialog', { name: textOf('confirm.agreementTitle') });
    expect(popup.querySelector('iframe')).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(store.confirm.pushed).toHaveLength(1));
    await waitFor(() => expect(toasts()).toEqual(['This link cannot be opened']));
    expect(assign).not.toHaveBeenCalled();
  });

  it('no popup covers the figures on arrival: the agreement popup comes when she commits; Cancel keeps her here', async () => {
    // The back guard (isPopType 1) holds a history entry: leaving replaces it (navigateTo).
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    open('P1001');
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: NEXT }));
    let popup = await screen.findByRole('dialog', { name: textOf('confirm.agreementTitle') });
    expect(popup.querySelector('iframe')?.getAttribute('src')).toMatch(/\/outsideOr\/$/);
    // She agrees to the figures she was shown, said again where she agrees.
    expect(popup).toHaveTextContent('You receive ₱4,900.00 and repay ₱5,450.00 by Feb 22, 2027.');
    expect(store.confirm.pushed).toHaveLength(0);
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted.map((call) => call.action)).not.toContain('closeWebview');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: NEXT }));
    popup = await screen.findByRole('dialog', { name: textOf('confirm.agreementTitle') });
    await userEvent.click(within(popup).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(replace).toHaveBeenCalled());
    expect(store.confirm.pushed).toHaveLength(1);
  });

  it('with isPopType 1, the shell back hook asks first: Stay stays, Leave closes the webview', async () => {
    open('P1001');
    await screen.findByRole('heading', { name: 'PesoLoan Regular' });
    let handled: boolean | undefined;
    act(() => {
      handled = window.loanWebviewBack?.();
    });
    expect(handled).toBe(true);
    const retention = await screen.findByRole('dialog', { name: textOf('confirm.leaveTitle') });
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

  it('variant 2: the offer is a notice under the figures, and NewButtonMsg names what she receives', async () => {
    open('P1001', 'promo');
    // Under a neutral title: the sample's text is her legal right, not an offer (issue 81), and the page cannot tell.
    const offer = await screen.findByRole('region', { name: 'From the lender' });
    expect(offer).toHaveTextContent('Repay early and pay interest only to the day you repay.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: textOf('confirm.youReceive') }).compareDocumentPosition(offer)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('button', { name: 'Get your ₱4,900' })).toBeInTheDocument();
  });

  it('variant 2 in Filipino: she commits in the words she reads, not the lender’s English button', async () => {
    setCommonParams({ sessionId: 's1', productId: 'P1001' });
    render(
      <I18nProvider language="fil">
        <PAGES.promo />
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Kumpirmahin ang ₱4,900.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get your ₱4,900' })).toBeNull();
  });

  it('variant 2: a price no figure shows ("50% off") and a payout "now" are left out, each said once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open('P2003', 'promo');
    expect(await screen.findByRole('button', { name: NEXT })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: textOf('confirm.promoTitle') })).toBeNull();
    expect(document.body).not.toHaveTextContent('50% off');
    expect(screen.queryByRole('button', { name: 'Get your ₱4,900 now' })).toBeNull();
    const said = warn.mock.calls.map(([text]) => String(text));
    expect(said.filter((text) => text.includes('NewPopMsg'))).toHaveLength(1);
    expect(said.filter((text) => text.includes('NewButtonMsg') && text.endsWith('a payout time'))).toHaveLength(1);
  });

  it('variant 2: a NewButtonMsg naming an amount she does not receive gives way to ours, with a warning', async () => {
    const warn = openPromoNamingAnotherAmount();
    expect(await screen.findByRole('button', { name: NEXT })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get ₱5,000 now' })).toBeNull();
    expect(warn.mock.calls.some(([text]) => String(text).includes('Get ₱5,000 now'))).toBe(true);
  });

  it('the term page: every term keeps its full disclosure, and Next pushes the chosen one', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('P2001', 'term');
    // The choice comes before the figures it changes, each term with its total.
    const terms = await screen.findByRole('group', { name: textOf('confirm.chooseTerm') });
    expect(
      within(terms)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['91 days₱5,450.00 to repay', '180 days₱5,630.00 to repay', '365 days₱6,095.00 to repay']);
    expect(terms.compareDocumentPosition(screen.getByRole('region', { name: textOf('confirm.youReceive') }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(terms).getByRole('radio', { name: /180 days/ }));
    // Two instalments: each on the bar's timeline.
    expect(within(screen.getByRole('list', { name: textOf('confirm.plan') })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('0.07% per day', { selector: 'dd' })).toBeInTheDocument();
    expect(repays()).toHaveAccessibleName(/^You repay ₱5,630\.00 by /);
    expect(figure('Finance charge (interest and fees)')).toHaveTextContent('₱730.00');
    expect(figure('Effective interest rate')).toHaveTextContent(/^\d+\.\d\d% a month \(\d+\.\d\d% a year\)$/);
    expect(partsOf(repays())[0]).toBe('You receive ₱4,900.00');
    // The chosen term's own rows: its fee and what she receives stay.
    expect(screen.getByText('Service fee (deducted up front)')).toBeInTheDocument();
    expect(screen.getByText('180 days', { selector: '.loan-detail-rows *' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /365 days/ }));
    expect(repays()).toHaveAccessibleName(/^You repay ₱6,095\.00 by /);
    expect(figure('Finance charge (interest and fees)')).toHaveTextContent('₱1,195.00');
    await userEvent.click(screen.getByRole('radio', { name: /180 days/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('button', { name: NEXT }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.confirm.pushed.at(-1)).toMatchObject({ periods: '180', termUnit: 'days' });
  });

  it('the Disclosure Statement of this loan opens in place, with its figures, and comes back with nothing lost', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    setConfig({
      company: {
        name: 'PesoLoan Lending Corporation',
        secRegistration: 'SEC Registration No. CS201912345',
        certificateOfAuthority: 'Certificate of Authority No. 3021',
      },
      legal: { charges: { lateChargePercentPerMonth: 3 } },
    });
    open('P2001');
    const lender = await screen.findByRole('region', { name: 'Lender' });
    expect(lender).toHaveTextContent('SEC Registration No. CS201912345 Certificate of Authority No. 3021');
    // Above the consent line: read before agreeing.
    const consent = await screen.findByRole('checkbox', { name: /I have read and agree/ });
    expect(lender.compareDocumentPosition(consent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(consent);
    await userEvent.click(within(lender).getByRole('button', { name: textOf('ui.readDisclosure') }));
    const statement = await screen.findByRole('dialog', { name: textOf('confirm.statementTitle') });
    expect(assign).not.toHaveBeenCalled();
    expect(statement).toHaveTextContent('Shown on Nov 23, 2026, 10:00 AM');
    expect(statement).toHaveTextContent('PesoLoan Lending Corporation');
    for (const [label, value] of [
      ['Loan amount', '₱5,000.00'],
      ['Taken from the loan up front', '₱100.00'],
      ['Net proceeds (what you receive)', '₱4,900.00'],
      ['Finance charge (interest and fees)', '₱550.00'],
      ['Effective interest rate', '3.62% a month (53.22% a year)'],
      ['Total of payments', '₱5,450.00'],
    ]) {
      const row = within(statement.querySelector('.loan-statement__figures') as HTMLElement).getByText(label);
      expect(row.nextSibling).toHaveTextContent(value);
    }
    expect(within(statement).getByRole('region', { name: textOf('confirm.plan') })).toHaveTextContent(
      'Feb 22, 2027₱5,450.00',
    );
    expect(statement).toHaveTextContent('a late charge of 3% a month of the overdue amount applies');
    expect(statement).toHaveTextContent('You may repay the whole loan early at any time');
    // The lender's own document, where it lists one, is linked from the statement: it no longer stands in for it.
    await userEvent.click(within(statement).getByRole('button', { name: textOf('confirm.statementLenderCopy') }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(store.recorded.contractJumps.at(-1)).toMatchObject({ productId: 'P2001', position: '3' });
    await userEvent.click(within(statement).getByRole('button', { name: textOf('confirm.backToLoan') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });

  it('refuses to make a loan past the EIR ceiling: why, nothing to tick or commit, and where to ask (SEC MC No. 14 s. 2025)', async () => {
    // ₱5,450 repaid 91 days after receiving ₱3,800: (5,450 / 3,800)^(365/12/91) − 1 = 12.81% a month, past 12%.
    answerWith({ receivedAmount: 380000, terms: [] });
    open('P2001');
    const refusal = await screen.findByRole('region', { name: textOf('confirm.refusedTitle') });
    expect(refusal).toHaveTextContent(textOf('confirm.refused.effectiveRate', { rate: '12.81%', cap: 12 }));
    expect(figure('Effective interest rate')).toHaveTextContent('12.81% a month');
    // The way on is a button-sized link to customer service, with the regulator after it.
    expect(
      within(refusal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')!.replace(/\?.*$/, '')),
    ).toEqual([
      routeUrl('customerService'),
      'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/complaints/',
    ]);
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(store.confirm.pushed).toHaveLength(0);
  });

  it('refuses a loan costing more than the amount borrowed, and commits one within both ceilings', async () => {
    // ₱10,600 repaid on ₱5,000: ₱5,600 of cost (112%) for ₱5,000 received, though 91 days make it 11.3% a month.
    answerWith({
      receivedAmount: 500000,
      terms: [],
      repay_plans: [{ ...store.confirm.variants.P2001.repay_plans[0], amount: 1060000 }],
    });
    const { unmount } = open('P2001');
    expect(await screen.findByRole('region', { name: textOf('confirm.refusedTitle') })).toHaveTextContent(
      textOf('confirm.refused.totalCost', { cost: '₱5,600.00', borrowed: '₱5,000.00', cap: 100 }),
    );
    unmount();
    // ₱4,000 received: 10.89% a month and 29% of the amount borrowed, within both: she may commit.
    answerWith({ receivedAmount: 400000, terms: [] });
    open('P2001');
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and receive ₱4,000.00' }));
    await waitFor(() => expect(store.confirm.pushed).toHaveLength(1));
    expect(screen.queryByRole('region', { name: textOf('confirm.refusedTitle') })).toBeNull();
  });

  it('says which rules apply to a loan the ceilings do not cover (over ₱10,000 or longer than 4 months)', async () => {
    open('P2001', 'term');
    await userEvent.click(await screen.findByRole('radio', { name: /180 days/ }));
    expect(screen.getByRole('region', { name: textOf('confirm.youReceive') })).toHaveTextContent(
      textOf('confirm.notCovered', { amount: '₱10,000.00', months: 4 }),
    );
    await userEvent.click(screen.getByRole('radio', { name: /91 days/ }));
    expect(screen.queryByText(/do not cover it/)).toBeNull();
  });

  it('without net proceeds: the total to repay, no cost posing as the whole, one warning naming the field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ receivedAmount: undefined, terms: [] });
    open('P2001');
    const money = await screen.findByRole('region', { name: textOf('confirm.amount') });
    expect(within(money).getByText('₱5,000.00', { selector: '.loan-money__amount' })).toBeInTheDocument();
    // The loan amount and what is added to it, with no part posing as what she receives or as the whole cost.
    expect(repays()).toHaveAccessibleName(/^You repay ₱5,450\.00 by /);
    expect(partsOf(repays())).toEqual(['Loan amount ₱5,000.00', 'Interest and charges added ₱450.00']);
    expect(within(money).queryByText(/Finance charge|Effective interest rate|You receive/)).toBeNull();
    expect(money).toHaveTextContent('The lender has not said how much you will receive');
    expect(screen.getByRole('button', { name: textOf('confirm.title') })).toBeInTheDocument();
    expect(warn.mock.calls.filter(([text]) => String(text).includes('netProceeds'))).toHaveLength(1);
  });

  it('shows no computed figures for a plan that does not add up: the server rows alone, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ terms: [], repay_plans: [{ ...store.confirm.variants.P2001.repay_plans[0], amount: 200000 }] });
    open('P2001');
    await screen.findByRole('heading', { name: 'PesoLoan Regular' });
    expect(screen.queryByText(textOf('confirm.youRepay'))).toBeNull();
    expect(screen.queryByText(textOf('confirm.financeCharge'))).toBeNull();
    expect(screen.getByRole('region', { name: textOf('confirm.plan') })).toHaveTextContent('₱2,000.00');
    expect(warn.mock.calls.filter(([text]) => String(text).includes('does not add up'))).toHaveLength(1);
  });

  it('in Filipino: the same figures, said in Filipino', async () => {
    setCommonParams({ sessionId: 's1', productId: 'P2001' });
    render(
      <I18nProvider language="fil">
        <LoanConfirmPage />
      </I18nProvider>,
    );
    const money = await screen.findByRole('region', { name: 'Matatanggap mo' });
    expect(repays()).toHaveAccessibleName(/^Babayaran mo ₱5,450\.00 sa o bago ang /);
    expect(money).toHaveTextContent(/Finance charge \(interes at bayarin\)\s*₱550\.00/);
    expect(money).toHaveTextContent('3.62% kada buwan (53.22% kada taon)');
    expect(await screen.findByRole('button', { name: 'Kumpirmahin ang ₱4,900.00' })).toBeDisabled();
  });

  it.each([
    [
      ['en', 'fil'],
      /\/outsideOr\/\?lang=fil$/,
      'Salin ito; kung may pagkakaiba sa tekstong Ingles, ang tekstong Ingles ang masusunod.',
    ],
    [['en'], /\/outsideOr\/$/, 'Sa Ingles lamang ibinibigay ng nagpapautang ang kasunduang ito.'],
  ])(
    'in Filipino, the agreement she accepts is in Filipino where the lender gives it (%j), and says which prevails',
    async (languages, src, note) => {
      setConfig({ legal: { agreementLanguages: languages } });
      setCommonParams({ sessionId: 's1', productId: 'P1001' });
      vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      render(
        <I18nProvider language="fil">
          <LoanConfirmPage />
        </I18nProvider>,
      );
      await userEvent.click(await screen.findByRole('checkbox', { name: /Nabasa at tinatanggap ko/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Kumpirmahin ang ₱4,900.00' }));
      const popup = await screen.findByRole('dialog', { name: 'Kasunduan' });
      expect(popup.querySelector('iframe')?.getAttribute('src')).toMatch(src);
      expect(popup).toHaveTextContent(note);
      expect(popup).toHaveTextContent(/Matatanggap mo ang ₱4,900\.00 at babayaran mo ang ₱5,450\.00 sa o bago ang/);
      // The rate of the term she chose, the confirmation's own figure (the agreement's rate is the most any term is).
      expect(popup).toHaveTextContent(
        'Para sa 91 na araw na pinili mo, ang effective interest rate ay 3.62% kada buwan.',
      );
    },
  );

  it('without a productId, says so with no Retry', async () => {
    setCommonParams({ sessionId: 's1' });
    render(<LoanConfirmPage />);
    expect(await screen.findByText('This page needs a product. Open it again from the app.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
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
