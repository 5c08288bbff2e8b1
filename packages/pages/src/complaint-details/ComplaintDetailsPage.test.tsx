import { store } from '@loan-webview/mock-backend';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { clearToasts, getToasts } from '@loan-webview/kit/toast';
import { ComplaintDetailsPage } from './page';
import { textOf } from '@loan-webview/kit/testing';

afterEach(() => {
  setCommonParams({});
  clearToasts();
});

function open(query: Record<string, string>) {
  setCommonParams({ sessionId: 's1', ...query });
  return render(
    <I18nProvider language="en">
      <ComplaintDetailsPage />
    </I18nProvider>,
  );
}

describe('ComplaintDetailsPage', () => {
  it('shows the complaint and the process result under the staff label', async () => {
    open({ problemId: 'PB1001' });
    expect(await screen.findByText('An agent called me four times after 9 pm on Saturday.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Process Result' })).toBeInTheDocument();
    expect(screen.getByText('Customer service team')).toBeInTheDocument();
  });

  it('has no process result while the complaint is being handled, and asks for no rating', async () => {
    open({ problemId: 'PB1002' });
    await screen.findByText('My GCash payment on Oct 2 is not showing yet.');
    // Where it stands: filed, now being handled, not yet answered.
    const steps = screen.getByRole('list', { name: 'Stage' });
    expect(within(steps).getByText('Being handled')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('Answered')).not.toHaveAttribute('data-done');
    expect(screen.queryByRole('heading', { name: 'Process Result' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Please rate this service' })).toBeNull();
    // Filed yesterday: within the reply time, nothing late to say.
    expect(screen.queryByText(textOf('complaint.replyLate'))).toBeNull();
  });

  it('says a complaint is overdue once its reply-by day has passed without an answer', async () => {
    // PB1002 filed ten days ago: three working days are long gone.
    store.complaint.list.find((complaint) => complaint.problemId === 'PB1002')!.time = Date.now() - 10 * 86_400_000;
    open({ problemId: 'PB1002' });
    const replyBy = (await screen.findByText(textOf('complaint.replyByLabel'))).nextElementSibling!;
    expect(replyBy).toHaveTextContent(textOf('complaint.replyLate'));
  });

  it('asks for the rating in the page, under the answer it rates, never over it: no star asks to choose, then it sends', async () => {
    open({ problemId: 'PB1001' });
    const answer = (await screen.findByText('Customer service team')).closest('section')!;
    expect(within(screen.getByRole('list', { name: 'Stage' })).getByText('Answered')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const rating = screen.getByRole('region', { name: 'Please rate this service' });
    expect(answer.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(rating).getByRole('button', { name: 'Send' }));
    expect(getToasts().map((t) => t.message)).toContain('Please choose a rating');
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(rating).getByRole('button', { name: 'Send' }));
    expect(await within(rating).findByRole('status')).toHaveTextContent('Thank you for your rating!');
    expect(store.complaint.list.find((c) => c.problemId === 'PB1001')?.scores).toEqual({ s1: 4 });
  });

  it('opened without a complaint number, says so without a useless Retry', async () => {
    open({});
    expect(await screen.findByRole('alert')).toHaveTextContent('opened without its number');
    expect(screen.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
  });
});
