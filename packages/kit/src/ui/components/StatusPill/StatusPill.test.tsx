import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attentionOfStatus, StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it.each([
    [170, undefined, 'neutral'],
    [170, 12, 'neutral'],
    [170, 3, 'warning'],
    [170, 0, 'warning'],
    [174, undefined, 'warning'],
    [180, undefined, 'danger'],
    [110, undefined, 'danger'],
    [21, undefined, 'success'],
    [151, undefined, 'success'],
    [200, undefined, 'success'],
    [999, undefined, 'neutral'],
  ])('status %i with %s days left is %s', (status, daysLeft, attention) => {
    expect(attentionOfStatus(status, daysLeft)).toBe(attention);
    render(
      <StatusPill status={status} daysLeft={daysLeft}>
        Status {status}
      </StatusPill>,
    );
    expect(screen.getByText(`Status ${status}`)).toHaveAttribute('data-attention', attention);
  });

  it("takes another status's meaning as it is: a complaint resolved is good news", () => {
    render(<StatusPill attention="success">Resolved</StatusPill>);
    expect(screen.getByText('Resolved')).toHaveAttribute('data-attention', 'success');
  });

  it('shows the server text as it is', () => {
    render(<StatusPill status={170}>{'<b>Due</b>'}</StatusPill>);
    expect(screen.getByText('<b>Due</b>')).toBeInTheDocument();
  });
});
