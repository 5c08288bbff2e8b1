import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { definePage, fromQuery, PAGE_TITLE_ID } from './define-page';

const View = () => <p>The order, loaded</p>;

describe('definePage', () => {
  it('keeps a page declared as a component as it is', () => {
    const Page = () => <p>Own page</p>;
    const definition = definePage({ route: 'aboutUs', Page, static: true });
    expect(definition).toEqual({ route: 'aboutUs', Page, static: true });
  });

  it('builds a page from its anatomy: the frame and the skeleton prerendered, the view once its chunk has run', async () => {
    const definition = definePage({
      route: 'loanDetailUrl',
      frame: { title: 'route.loanDetailUrl', className: 'loan-detail' },
      view: () => Promise.resolve({ default: View }),
      skeleton: { lines: 3, banner: false },
      contentNeedsScripts: true,
    });
    expect(definition.contentNeedsScripts).toBe(true);
    expect(definition.anatomy?.skeleton).toEqual({ lines: 3, banner: false });

    const html = renderToString(
      <I18nProvider language="en">
        <definition.Page />
      </I18nProvider>,
    );
    // What the prerender writes: the named section, its heading, and the skeleton where the view will be.
    expect(html).toContain(`aria-labelledby="${PAGE_TITLE_ID}"`);
    expect(html).toMatch(/<h1 id="page-title" class="loan-page__title">[^<]+<\/h1>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('The order, loaded');

    render(
      <I18nProvider language="en">
        <definition.Page />
      </I18nProvider>,
    );
    const section = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent! });
    expect(section).toHaveClass('loan-detail');
    expect(await screen.findByText('The order, loaded')).toBeInTheDocument();
  });

  it('leaves the heading to a view that shows it, and the padding off when asked', () => {
    const definition = definePage({
      route: 'complaint',
      frame: { className: '' },
      view: () => Promise.resolve({ default: View }),
      skeleton: {},
    });
    const html = renderToString(
      <I18nProvider language="en">
        <definition.Page />
      </I18nProvider>,
    );
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/^<section aria-labelledby="page-title">/);
  });

  it('declares its skeleton once: the view loading its data shows the very skeleton the page prerendered', async () => {
    const { ResourceView } = await import('./ResourceView');
    const { useResource } = await import('./use-resource');
    function Loading() {
      // An answer that never comes: the view stays on its loading state.
      const resource = useResource(() => new Promise<never>(() => undefined));
      return (
        <div data-view="">
          <ResourceView resource={resource}>{() => null}</ResourceView>
        </div>
      );
    }
    const definition = definePage({
      route: 'orderUrl',
      frame: { title: 'route.orderUrl' },
      view: () => Promise.resolve({ default: Loading }),
      skeleton: { lines: 5, banner: false },
    });
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(<definition.Page />);
    const { container } = render(<definition.Page />);
    // Once the view has run (its chunk resolved), what shows is its own loading state, line for line.
    const view = await waitFor(() => {
      const shown = container.querySelector('[data-view]');
      if (!shown) throw new Error('the view has not run yet');
      return shown;
    });
    const lines = (root: Element) => root.querySelectorAll('.loan-skeleton__block').length;
    expect(lines(prerendered)).toBe(5);
    expect(lines(view)).toBe(5);
    expect(container.querySelector('.loan-skeleton__block--banner')).toBeNull();
  });

  it('declares the first call once: its request, its examples and what the view sends all follow from it', async () => {
    const { fetchLoanDetails, fetchOrderList } = await import('@loan-webview/kit/api');
    const { setCommonParams } = await import('@loan-webview/kit/session');
    const { useFirstCall } = await import('./use-first-call');
    const { server } = await import('@loan-webview/mock-backend/test-server');
    const { http, HttpResponse } = await import('msw');
    const sent: string[] = [];
    server.use(
      http.post('*/planes/v3/loan-details/loan-details', async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({ code: 0, message: 'success', data: { orderStatus: 170, productName: 'Flex' } });
      }),
    );
    let wrong: unknown;
    function View() {
      const loanDetails = useFirstCall(fetchLoanDetails);
      try {
        useFirstCall(fetchOrderList);
      } catch (error) {
        wrong = error;
      }
      return <button onClick={() => void loanDetails(new AbortController().signal)}>Load</button>;
    }
    const definition = definePage({
      route: 'loanDetailUrl',
      frame: {},
      view: () => Promise.resolve({ default: View }),
      skeleton: {},
      example: { source: 'loanDetail' },
      firstRequest: {
        endpoint: 'loanDetails',
        payload: { productId: fromQuery('productId', 'P1001'), orderId: fromQuery('orderId', 'ORD170'), kind: 1 },
      },
    });
    // What the build, the shell and the edge renderer read: the fields' query names, and the example query.
    expect(definition.firstRequest).toEqual({
      endpoint: 'loanDetails',
      payload: { productId: { query: 'productId' }, orderId: { query: 'orderId' }, kind: 1 },
    });
    expect(definition.example).toEqual({ productId: 'P1001', orderId: 'ORD170', source: 'loanDetail' });

    setCommonParams({ orderId: 'ORD21' });
    try {
      render(<definition.Page />);
      (await screen.findByRole('button', { name: 'Load' })).click();
      await waitFor(() => expect(sent).toHaveLength(1));
      // A field the query lacks is left out, as the shell and the edge renderer leave it out.
      expect(new URLSearchParams(sent[0]).toString()).toBe('orderId=ORD21&kind=1');
      expect(String(wrong)).toMatch(/useFirstCall\(orderList\): the page declares loanDetails/);
    } finally {
      setCommonParams({});
    }
  });
});
