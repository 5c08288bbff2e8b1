import { store } from '@loan-webview/mock-backend';
import { server } from '@loan-webview/mock-backend/test-server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { expectOnlyCatalogText } from '@loan-webview/kit/testing';
import { ComplaintWritePage } from './ComplaintWritePage';
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
  it('shows the chosen type and sub-type as tags and the 3-weekday note', async () => {
    const { container } = open();
    await description();
    expect(screen.getByText('Collection')).toBeInTheDocument();
    expect(screen.getByText('Calls at night or too often')).toBeInTheDocument();
    expect(screen.getByText('Your complaint will be handled within 3 weekdays')).toBeInTheDocument();
    expectOnlyCatalogText(container, ['Collection', 'Calls at night or too often', '0/200']);
  });

  it('counts to 200 and cuts longer input, pasted text included', async () => {
    open();
    const text = await description();
    fireEvent.change(text, { target: { value: 'x'.repeat(MAX_TEXT + 50) } });
    expect(text).toHaveValue('x'.repeat(MAX_TEXT));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('refuses empty text with the spec toast and the message under the field, and sends nothing', async () => {
    open();
    const text = await description();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(getToasts().map((t) => t.message)).toContain('Please fill in your comments and suggestions');
    expect(store.complaint.list).toHaveLength(2);
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription('Please fill in your comments and suggestions 0/200');
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
    expect(await screen.findByRole('dialog', { name: 'Successfully Sent' })).toBeInTheDocument();
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
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
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

  it('goes back to the complaint home 1.5 s after a successful send', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open();
    fireEvent.change(await description(), { target: { value: 'Thanks' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Successfully Sent' });
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 2500 });
    expect(String(assign.mock.calls[0][0])).toContain('/counterproductiveThat/');
  });
});
