import { store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { http, HttpResponse } from 'msw';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { expectOnlyCatalogText, textOf } from '@loan-webview/kit/testing';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import { ComplaintWritePage } from './page';
import { MAX_TEXT } from './ComplaintWriteContent';
import { readDraft, saveDraft } from './draft';

afterEach(() => {
  setCommonParams({});
  clearToasts();
  localStorage.clear();
});

function open(query: Record<string, string> = {}) {
  setCommonParams({ sessionId: 's1', problemType: '1', problemSonType: '12', orderNo: 'ORD174', ...query });
  return render(
    <I18nProvider language="en">
      <ComplaintWritePage />
    </I18nProvider>,
  );
}

const description = () => screen.findByRole('textbox', { name: 'Problem description' });

describe('ComplaintWritePage', () => {
  it('shows the chosen type and sub-type as tags, the reply time and where to go next (the SEC)', async () => {
    const { container } = open();
    await description();
    expect(screen.getByText('Collection')).toBeInTheDocument();
    expect(screen.getByText('Calls at night or too often')).toBeInTheDocument();
    expect(screen.getByText('We reply within 3 working days, Monday to Friday.')).toBeInTheDocument();
    expectOnlyCatalogText(container, ['Collection', 'Calls at night or too often', '0/200']);
  });

  it('names the loan the complaint is about where she writes it', async () => {
    open();
    expect(await screen.findByText('About loan ORD174, PesoLoan Regular')).toBeInTheDocument();
  });

  it('counts to 200 and cuts longer input, pasted text included', async () => {
    open();
    const text = await description();
    fireEvent.change(text, { target: { value: 'x'.repeat(MAX_TEXT + 50) } });
    expect(text).toHaveValue('x'.repeat(MAX_TEXT));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('says what to write before she types, and keeps Send in the bar at the bottom', async () => {
    open();
    const text = await description();
    expect(text).toHaveAccessibleDescription(
      'Say what happened and when, with any amount, reference or name involved. 0/200',
    );
    expect(screen.getByRole('button', { name: 'Send' }).closest('.loan-page__action-bar')).not.toBeNull();
  });

  it('refuses empty text with a message under the field that says what it wants, not again in a toast, and sends nothing', async () => {
    open();
    const text = await description();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(getToasts()).toEqual([]);
    expect(store.complaint.list).toHaveLength(2);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(
      'Tell us what happened before you send. Say what happened and when, with any amount, reference or name involved. 0/200',
    );
    expect(text).toHaveFocus();
    await userEvent.type(text, 'a');
    expect(text).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the draft across a remount, sends it once on a double tap, then clears it', async () => {
    const first = open();
    fireEvent.change(await description(), { target: { value: 'Agent called at 10 pm' } });
    expect(readDraft()).toMatchObject({ orderNo: 'ORD174', problemType: 1, problemDetail: 'Agent called at 10 pm' });
    first.unmount();

    open();
    expect(await description()).toHaveValue('Agent called at 10 pm');
    const send = screen.getByRole('button', { name: 'Send' });
    act(() => {
      send.click();
      send.click();
    });
    expect(await screen.findByRole('region', { name: 'Complaint sent' })).toBeInTheDocument();
    expect(store.complaint.list).toHaveLength(3);
    expect(store.complaint.list[0]).toMatchObject({
      orderNo: 'ORD174',
      problemType: 1,
      problemSonType: 12,
      content: 'Agent called at 10 pm',
    });
    expect(readDraft()).toBeUndefined();
  });

  it('a type without sub-types sends problemSonType empty, as part 1 §7.2 lists it', async () => {
    const bodies: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('problem-save'))
        void request
          .clone()
          .text()
          .then((t) => bodies.push(new URLSearchParams(t)));
    });
    open({ problemType: '2', problemSonType: '' });
    fireEvent.change(await description(), { target: { value: 'Wrong amount' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('region', { name: 'Complaint sent' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0].get('problemType')).toBe('2');
    expect(bodies[0].has('problemSonType')).toBe(true);
    expect(bodies[0].get('problemSonType')).toBe('');
  });

  it('a refused send keeps everything typed and says why', async () => {
    open({ mock: 'fail:problemSave' });
    fireEvent.change(await description(), { target: { value: 'Still waiting' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy');
    expect(screen.getByRole('textbox', { name: 'Problem description' })).toHaveValue('Still waiting');
    expect(readDraft()?.problemDetail).toBe('Still waiting');
  });

  it('restores uploaded image URLs of the draft, and never an unsafe one', async () => {
    saveDraft({
      orderNo: 'ORD174',
      problemType: 1,
      problemSonType: 12,
      problemDetail: 'See the call log',
      images: ['/mock-uploads/a', 'javascript:alert(1)'],
    });
    open();
    await description();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /View image/ })).toHaveLength(1));
    expect(readDraft()?.images).toEqual(['/mock-uploads/a']);
  });

  it('acknowledges a sent complaint until she leaves: its reference, the reply-by date, the SEC, the ways on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Fri Nov 27, 2026, 3 pm in Manila: three working days on is Wednesday.
    vi.setSystemTime(Date.UTC(2026, 10, 27, 7));
    try {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      open();
      fireEvent.change(await description(), { target: { value: 'Thanks' } });
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      const sent = await screen.findByRole('region', { name: 'Complaint sent' });
      expect(sent).toHaveTextContent(
        `Your reference: ${store.complaint.list[0].problemId}. Quote it when you follow up.`,
      );
      expect(sent).toHaveTextContent('We will reply by Dec 2, 2026 (3 working days).');
      expect(within(sent).getByRole('link', { name: /^Complaints about lending companies/ })).toHaveAttribute(
        'href',
        'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/complaints/',
      );
      expect(within(sent).getByRole('link', { name: 'My complaints' })).toHaveAttribute(
        'href',
        expect.stringContaining('/complaintList/'),
      );
      expect(within(sent).getByRole('link', { name: 'Done' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/counterproductiveThat\/\?.*orderId=ORD174/),
      );
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('without a reference in the answer, says where the complaint is listed; the reply time is the configured one', async () => {
    server.use(http.post('*/planes/user-problem/problem-save', () => HttpResponse.json({ code: 0, data: null })));
    setConfig({ complaints: { replyWorkingDays: 5 } });
    open();
    expect(await screen.findByText('We reply within 5 working days, Monday to Friday.')).toBeInTheDocument();
    fireEvent.change(await description(), { target: { value: 'Thanks' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await screen.findByRole('region', { name: 'Complaint sent' });
    expect(sent).toHaveTextContent('You will find it under My complaints, with its progress.');
    expect(sent).toHaveTextContent(/We will reply by .* \(5 working days\)\./);
  });

  it('shows the form while the problem types are on their way; the tags card holds their row', async () => {
    open({ mock: 'pending:problemInit' });
    const text = await description();
    const card = screen.getByRole('heading', { name: 'Problem Type' }).closest('section')!;
    expect(within(card).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('We reply within 3 working days, Monday to Friday.')).toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'Typed while the types load' } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(readDraft()?.problemDetail).toBe('Typed while the types load');
  });

  it('a failed problem-init says so in the tags card with Retry, and the complaint can still be sent', async () => {
    open({ mock: 'error:problemInit' });
    const card = screen.getByRole('heading', { name: 'Problem Type' }).closest('section')!;
    expect(await within(card).findByRole('button', { name: textOf('common.retry') })).toBeInTheDocument();
    fireEvent.change(await description(), { target: { value: 'Sent without the tags' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('region', { name: 'Complaint sent' })).toBeInTheDocument();
    expect(store.complaint.list[0]).toMatchObject({ problemType: 1, content: 'Sent without the tags' });
  });

  describe('prerendered, then hydrated', () => {
    const page = (
      <I18nProvider language="en">
        <ComplaintWritePage />
      </I18nProvider>
    );

    const cleanup: (() => void)[] = [];
    afterEach(() => cleanup.splice(0).forEach((step) => step()));

    /** The page as the build prerenders it (no query, its content part in place), in a fresh #root. */
    async function prerendered() {
      await loadAllParts();
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      cleanup.push(() => container.remove());
      return container;
    }

    /** Hydrates it as the entry does once the page's scripts are in; returns what React could not match. */
    async function hydrate(container: HTMLElement) {
      const mismatches: unknown[] = [];
      setCommonParams({ sessionId: 's1', problemType: '1', problemSonType: '12', orderNo: 'ORD174' });
      const root = await act(async () =>
        hydrateRoot(container, page, { onRecoverableError: (e) => mismatches.push(e) }),
      );
      cleanup.unshift(() => act(() => root.unmount()));
      return mismatches;
    }

    it('hydrates the prerendered uploader in place when the draft has no images', async () => {
      const container = await prerendered();
      const uploader = container.querySelector('.loan-uploader');
      expect(await hydrate(container)).toEqual([]);
      expect(container.querySelector('.loan-uploader')).toBe(uploader);
    });

    it('paints the form, its note and a disabled Send before any script runs', async () => {
      const container = await prerendered();
      const ui = within(container);
      expect(ui.getByRole('textbox', { name: 'Problem description' })).toHaveValue('');
      expect(ui.getByText('We reply within 3 working days, Monday to Friday.')).toBeInTheDocument();
      expect(ui.getByRole('button', { name: 'Send' })).toBeDisabled();
    });

    it('keeps what was typed before hydration, and then sends it', async () => {
      saveDraft({ orderNo: 'ORD174', problemType: 1, problemDetail: 'An older draft', images: [] });
      const container = await prerendered();
      const field = within(container).getByRole<HTMLTextAreaElement>('textbox');
      field.value = 'Typed before the scripts ran';
      const mismatches = await hydrate(container);
      expect(mismatches).toEqual([]);
      const ui = within(container);
      expect(ui.getByRole('textbox', { name: 'Problem description' })).toHaveValue('Typed before the scripts ran');
      expect(ui.getByText('28/200')).toBeInTheDocument();
      expect(readDraft()?.problemDetail).toBe('Typed before the scripts ran');
      await userEvent.click(ui.getByRole('button', { name: 'Send' }));
      expect(await screen.findByRole('region', { name: 'Complaint sent' })).toBeInTheDocument();
      expect(store.complaint.list[0]).toMatchObject({ content: 'Typed before the scripts ran' });
    });

    it('puts the draft and its images back once hydrated, without a mismatch', async () => {
      saveDraft({ orderNo: 'ORD174', problemType: 1, problemDetail: 'From yesterday', images: ['/mock-uploads/a'] });
      const container = await prerendered();
      const mismatches = await hydrate(container);
      expect(mismatches).toEqual([]);
      const ui = within(container);
      expect(ui.getByRole('textbox', { name: 'Problem description' })).toHaveValue('From yesterday');
      expect(ui.getAllByRole('button', { name: /View image/ })).toHaveLength(1);
      expect(ui.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(readDraft()).toMatchObject({ problemDetail: 'From yesterday', images: ['/mock-uploads/a'] });
    });
  });
});
