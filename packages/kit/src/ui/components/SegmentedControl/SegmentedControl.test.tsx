import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

const OPTIONS = [
  { value: '1', label: 'Bank account' },
  { value: '2', label: 'E-wallet' },
];

describe('SegmentedControl', () => {
  it('is a named radio group with the first option chosen by default', () => {
    render(<SegmentedControl label="Card type" options={OPTIONS} />);
    expect(screen.getByRole('radiogroup', { name: 'Card type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'E-wallet' })).not.toBeChecked();
  });

  it('changes the choice on a tap and reports it (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="Card type" options={OPTIONS} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('E-wallet'));
    expect(screen.getByRole('radio', { name: 'E-wallet' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('2');
  });

  it('follows its value when controlled, and never reports a disabled option', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('2');
      return (
        <SegmentedControl
          label="Card type"
          options={[...OPTIONS, { value: '3', label: 'Card', disabled: true }]}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'E-wallet' })).toBeChecked();
    await userEvent.click(screen.getByText('Bank account'));
    expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    await userEvent.click(screen.getByText('Card'));
    expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('keeps two groups on one page apart', async () => {
    render(
      <>
        <SegmentedControl label="First" options={OPTIONS} />
        <SegmentedControl label="Second" options={OPTIONS} />
      </>,
    );
    const [, secondWallet] = screen.getAllByRole('radio', { name: 'E-wallet' });
    await userEvent.click(secondWallet!);
    const [firstBank, secondBank] = screen.getAllByRole('radio', { name: 'Bank account' });
    expect(firstBank).toBeChecked();
    expect(secondBank).not.toBeChecked();
  });
});
