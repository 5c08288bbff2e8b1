import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { RefreshStatus } from './RefreshStatus';

const at = Date.UTC(2026, 10, 23, 2, 30);

describe('RefreshStatus', () => {
  it('says when the status was answered, in Manila time, and asks again on Refresh', async () => {
    const onRefresh = vi.fn();
    render(<RefreshStatus updatedAt={at} onRefresh={onRefresh} />);
    expect(screen.getByRole('status')).toHaveTextContent('Updated Nov 23, 2026, 10:30 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('asks nothing more while a refresh is in flight', async () => {
    const onRefresh = vi.fn();
    render(<RefreshStatus updatedAt={at} refreshing onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refreshing…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('after a failed refresh says how old the status shown is, in her language', () => {
    render(
      <I18nProvider language="fil">
        <RefreshStatus updatedAt={at} failed onRefresh={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Hindi ma-refresh\. Ito ang status noong .*2026/);
  });

  it('shows nothing before the first answer', () => {
    const { container } = render(<RefreshStatus updatedAt={undefined} onRefresh={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
