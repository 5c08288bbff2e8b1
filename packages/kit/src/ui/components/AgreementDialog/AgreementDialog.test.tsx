import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgreementDialog } from '.';

describe('AgreementDialog', () => {
  it('frames a safe agreement URL, sandboxed, with Cancel and Agree', async () => {
    const onAgree = vi.fn();
    render(<AgreementDialog open title="Loan agreement" url="/outsideOr/" onAgree={onAgree} onCancel={vi.fn()} />);
    const frame = screen.getByTitle('Loan agreement');
    expect(frame).toHaveAttribute('src', 'http://127.0.0.1:8080/outsideOr/');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await userEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(onAgree).toHaveBeenCalled();
  });

  it('never frames a script URL', () => {
    render(
      <AgreementDialog open title="Loan agreement" url="javascript:alert(1)" onAgree={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('This link cannot be opened')).toBeInTheDocument();
  });
});
