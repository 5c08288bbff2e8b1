import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { renderToString } from 'react-dom/server';
import { lazyWithRetry, loadAllParts, partOpenerProps, preloadedPart, type LazyPart } from './LazyBoundary';
import { textOf } from '../../../testing';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/**
 * A chunk load that fails the first time and arrives on Retry. React reports the caught failure on the console;
 * that report is expected here.
 */
function failingOnce() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting });
}

describe('lazyWithRetry', () => {
  it('shows a Retry notice where a part failed to load, and loads it again in place', async () => {
    const load = failingOnce();
    const LazyGreeting = lazyWithRetry(load);
    render(
      <I18nProvider language="en">
        <h1>Order</h1>
        <LazyGreeting name="Ana" />
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not load.');
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { name: 'Order' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('renders at once, without its fallback, once load() has brought the part in', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyWithRetry(load, { fallback: <p>Loading…</p> });
    expect(load).not.toHaveBeenCalled();
    await LazyGreeting.load();
    // React holds content that replaces a shown fallback for 300 ms: a part already here must not suspend.
    expect(renderToString(<LazyGreeting name="Ana" />)).toContain('Hello <!-- -->Ana');
    render(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadedPart', () => {
  it('starts loading when defined, shows the fallback until then, and renders in place once loaded', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Part = preloadedPart(load, { fallback: <p>Loading…</p> });
    // In the browser the download starts with the page's code, before anything renders it.
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part name="Ana" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prerenders in place after loadAllParts, inside a Suspense boundary a browser can hydrate later', async () => {
    const Part = preloadedPart(async () => ({ default: Greeting }));
    await loadAllParts();
    const html = renderToString(<Part name="Ana" />);
    expect(html).toContain('Hello <!-- -->Ana');
    expect(html).toMatch(/^<!--\$-->/);
  });

  it('a chunk that fails is asked for once, shows Retry, and is asked again only on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = new TypeError('Failed to fetch dynamically imported module');
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve({ default: Greeting }) : Promise.reject(failed)));
    const Part = preloadedPart(load);
    render(
      <I18nProvider language="en">
        <Part name="Ana" />
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not load.');
    // React renders the failing tree again before the boundary shows: no render may start a new download.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    online = true;
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('partOpenerProps', () => {
  function Opener({ part: Part, label }: { part: LazyPart<{ name: string }>; label: string }) {
    const [open, setOpen] = useState(false);
    return (
      <I18nProvider language="en">
        <button type="button" {...partOpenerProps(Part, () => setOpen(true))}>
          {label}
        </button>
        {open && <Part name="Ana" />}
      </I18nProvider>
    );
  }

  it('starts the chunk on the touch and opens the part once it is in, never its fallback', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Part = lazyWithRetry(load, { fallback: <p>Loading…</p> });
    render(<Opener part={Part} label="Choose" />);
    const button = screen.getByRole('button', { name: 'Choose' });
    fireEvent.pointerDown(button);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens a part whose chunk failed, with its Retry in place', async () => {
    const load = failingOnce();
    render(<Opener part={lazyWithRetry(load)} label="Choose" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not load.');
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });
});
