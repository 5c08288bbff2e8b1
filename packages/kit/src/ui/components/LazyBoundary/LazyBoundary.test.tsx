import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { lazyWithRetry } from './LazyBoundary';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithRetry', () => {
  it('shows a Retry notice where a part failed to load, and loads it again in place', async () => {
    // React reports the caught chunk failure on the console; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
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
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
