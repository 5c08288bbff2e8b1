import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@loan-webview/kit/routes';
import { setCommonParams } from '@loan-webview/kit/session';
import { readStored } from '@loan-webview/kit/storage';
import { TestPreviewPage } from './TestPreviewPage';
import { textOf } from '@loan-webview/kit/testing';

afterEach(() => localStorage.clear());

describe('TestPreviewPage', () => {
  it('links every route of the table, carrying the device fields, and remembers them', async () => {
    const first = render(<TestPreviewPage />);
    await userEvent.type(screen.getByLabelText('sessionId'), 'sess-9');
    await userEvent.type(screen.getByLabelText('orderId'), 'ORD174');
    const nav = screen.getByRole('navigation', { name: textOf('testPreview.pages') });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(Object.keys(routes).length);
    const order = within(nav).getByRole('link', { name: /loanDetailUrl/ });
    expect(order).toHaveAttribute('href', '/badSpark/?sessionId=sess-9&orderId=ORD174');
    expect(readStored('testDevice')).toMatchObject({ sessionId: 'sess-9', orderId: 'ORD174' });
    first.unmount();
    render(<TestPreviewPage />);
    await waitFor(() => expect(screen.getByLabelText('sessionId')).toHaveValue('sess-9'));
  });

  it('calls order-list with the session and shows the answer', async () => {
    render(<TestPreviewPage />);
    await userEvent.type(screen.getByLabelText('sessionId'), 's1');
    await userEvent.click(screen.getByRole('button', { name: textOf('testPreview.callOrders') }));
    expect(await screen.findByLabelText(textOf('testPreview.answer'))).toHaveTextContent('"orderNo": "ORD174"');
  });

  it('shows the location, or why there is none', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    render(<TestPreviewPage />);
    await userEvent.click(screen.getByRole('button', { name: textOf('testPreview.location') }));
    expect(await screen.findByRole('status')).toHaveTextContent('Location unavailable: User denied Geolocation');
    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.5547, longitude: 121.0244, accuracy: 12 } } as GeolocationPosition),
    );
    await userEvent.click(screen.getByRole('button', { name: textOf('testPreview.location') }));
    expect(await screen.findByText('14.55470, 121.02440 (±12 m)')).toBeInTheDocument();
  });

  it('keeps text typed into the prerendered fields while the page hydrated, in every field', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(<TestPreviewPage />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    // Typed after the page's code loaded, while React was still hydrating: hydration leaves the text alone.
    field('sessionId').value = 'typed-session';
    field('deviceId').value = 'typed-device';
    const root = await act(async () => hydrateRoot(container, <TestPreviewPage />));
    expect(field('sessionId')).toHaveValue('typed-session');
    expect(field('deviceId')).toHaveValue('typed-device');
    expect(readStored('testDevice')).toMatchObject({ sessionId: 'typed-session', deviceId: 'typed-device' });
    act(() => root.unmount());
    container.remove();
  });

  it('leaves the field she is in as it is when the query fills the others after hydration (issue 80)', async () => {
    setCommonParams({ deviceName: 'iPhone', deviceId: 'query-device' });
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(<TestPreviewPage />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    // She has tapped the empty prerendered field to type a name of her own, and has not typed yet.
    field('deviceName').focus();
    const root = await act(async () => hydrateRoot(container, <TestPreviewPage />));
    expect(field('deviceId')).toHaveValue('query-device');
    expect(field('deviceName')).toHaveValue('');
    await userEvent.keyboard('Pixel-8');
    expect(field('deviceName')).toHaveValue('Pixel-8');
    act(() => root.unmount());
    container.remove();
  });
});
