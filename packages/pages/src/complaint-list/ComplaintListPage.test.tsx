import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { store } from '@loan-webview/mock-backend';
import { recordIosBridge } from '../shell/test-bridge';
import { ComplaintListPage } from './page';

const posted = recordIosBridge();

afterEach(() => {
  setCommonParams({});
  vi.restoreAllMocks();
});

function open() {
  return render(
    <I18nProvider language="en">
      <ComplaintListPage />
    </I18nProvider>,
  );
}

describe('ComplaintListPage', () => {
  it('with no complaints at all, leads back to the borrower’s account (toMine)', async () => {
    setCommonParams({ sessionId: 's1', mock: 'empty' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to my account' }));
    expect(posted).toEqual([{ action: 'toMine', payload: [''] }]);
  });

  it('with no complaints at all, offers to write one, keeping the session', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    setCommonParams({ sessionId: 's1', mock: 'empty' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a complaint' }));
    const target = new URL(String(assign.mock.calls[0][0]));
    expect(target.pathname).toBe('/counterproductiveThat/');
    expect(target.searchParams.get('sessionId')).toBe('s1');
  });

  it('each card says where its complaint stands, in every tab: the tab that lists it, green once resolved', async () => {
    setCommonParams({ sessionId: 's1' });
    open();
    const cards = (await screen.findAllByRole('link')).filter((link) => link.closest('li'));
    const stages = cards.map((card) => {
      const pill = card.querySelector('.loan-status-pill');
      return [pill?.textContent, pill?.getAttribute('data-attention')];
    });
    expect(stages).toContainEqual(['Processing', 'neutral']);
    expect(stages).toContainEqual(['Resolved', 'success']);
    await userEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    await waitFor(() => expect(screen.getByRole('tabpanel')).toBeInTheDocument());
    for (const card of within(screen.getByRole('tabpanel')).getAllByRole('link'))
      expect(card).toHaveTextContent('Resolved');
  });

  it('lists newest first, and offers a new complaint from the list, keeping the session', async () => {
    setCommonParams({ sessionId: 's1' });
    open();
    await screen.findByRole('tabpanel');
    const filed = within(screen.getByRole('tabpanel'))
      .getAllByRole('link')
      .map((card) => Number(new URL(card.getAttribute('href')!, location.href).searchParams.get('filed')));
    expect(filed.length).toBeGreaterThan(1);
    expect(filed.every((time) => time > 0)).toBe(true);
    expect(filed).toEqual([...filed].sort((a, b) => b - a));
    const write = screen.getByRole('link', { name: 'New complaint' });
    await waitFor(() => expect(write.getAttribute('href')).toContain('sessionId=s1'));
    expect(new URL(write.getAttribute('href')!, location.href).pathname).toBe('/counterproductiveThat/');
  });

  it('lists a collection complaint routed as another type under what she chose, in her own words', async () => {
    // As the write page sends one about a repaid loan (type 5, led by what it is about: ADR 0083).
    store.complaint.list.unshift({
      ...store.complaint.list[0],
      problemId: 'PB1009',
      problemType: 5,
      problemSonType: 0,
      content: '[Collection: Calls at night or too often] They called at 11 pm.',
      time: Date.now(),
      disposeDetail: '',
      disposeImages: [],
    });
    setCommonParams({ sessionId: 's1' });
    open();
    const card = within(await screen.findByRole('tabpanel')).getAllByRole('link')[0];
    expect(card).toHaveTextContent('Problem Type: Collection: Calls at night or too often');
    expect(card).toHaveTextContent(/They called at 11 pm\.$/);
    expect(card).not.toHaveTextContent(/Other|\[Collection/);
  });
});
