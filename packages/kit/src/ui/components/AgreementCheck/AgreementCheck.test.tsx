import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgreementCheck } from '.';

describe('AgreementCheck', () => {
  it('starts unticked (consent is the borrower’s act), toggles, and opens an agreement by index', async () => {
    const onCheckedChange = vi.fn();
    const onOpenAgreement = vi.fn();
    render(
      <AgreementCheck
        agreements={[{ title: 'Loan agreement' }, { title: 'Privacy policy' }]}
        onCheckedChange={onCheckedChange}
        onOpenAgreement={onOpenAgreement}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Privacy policy' }));
    expect(onOpenAgreement).toHaveBeenCalledWith(1);
  });
});
