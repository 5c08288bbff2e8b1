import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, SchemaError } from '../../../api/errors';
import { EmptyState, ErrorBoundary, ErrorState, Skeleton } from './PageState';
import { textOf } from '../../../testing';

describe('PageState', () => {
  it('the skeleton is announced as loading', () => {
    render(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it.each([
    [new ApiError('7', 'Session expired'), 'Session expired'],
    [new ApiError('HTTP_502', 'Server error (502)'), 'The server could not answer. Please try again.'],
    // A server's words for its developers never reach a borrower (issue 27.6).
    [new ApiError('500', 'Internal server error', 500), 'The server could not answer. Please try again.'],
    [new ApiError('500', 'Your loan is being processed', 503), 'The server could not answer. Please try again.'],
    [new ApiError('9', 'java.lang.NullPointerException'), 'The server could not answer. Please try again.'],
    [new ApiError('9', 'ORDER_STATE_INVALID'), 'The server could not answer. Please try again.'],
    [new ApiError('9', 'SQLSTATE[42S02]: table not found'), 'The server could not answer. Please try again.'],
    [new ApiError('1002', 'Please bind a bank card first'), 'Please bind a bank card first'],
    // One word of the borrower's language is not a constant.
    [new ApiError('9', 'Maintenance'), 'Maintenance'],
    [new ApiError('9', 'PagbabayadPagbabayadABC'), 'PagbabayadPagbabayadABC'],
    [new ApiError('404', 'This order is no longer available', 404), 'This order is no longer available'],
    [new NetworkError(), 'Network error. Check your connection and try again.'],
    [new SchemaError(['data: bad']), 'The server sent something we could not read. Please try again.'],
  ])('an error says what happened: %s', (error, text) => {
    render(<ErrorState error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('Retry is offered when there is something to retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState error={new NetworkError()} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('an empty state has a title', () => {
    render(<EmptyState />);
    expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('the error boundary turns a crash into a readable error with Retry that renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('boom');
      return <p>recovered</p>;
    }
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: textOf('common.retry') }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});
