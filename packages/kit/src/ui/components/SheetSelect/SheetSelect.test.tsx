import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../DialogProvider';
import { SAMPLE_BANKS as BANKS } from './sample-options';
import { SheetSelect } from './SheetSelect';

describe('SheetSelect', () => {
  it('reads like a field: its title and "Choose" until something is chosen', () => {
    render(<SheetSelect title="Bank" options={BANKS} />);
    const trigger = screen.getByRole('combobox', { name: 'Bank' });
    expect(trigger).toHaveTextContent('Choose');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a bottom sheet of radios; a tap chooses, closes it and reports the value (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(<SheetSelect title="Bank" options={BANKS} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    const sheet = screen.getByRole('dialog', { name: 'Bank' });
    expect(sheet).toHaveAttribute('open');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAttribute('aria-expanded', 'true');
    // Nothing is focused for the borrower: a focused search field would open the keyboard over the list.
    expect(within(sheet).getByRole('searchbox')).not.toHaveFocus();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Metrobank' }));
    expect(onValueChange).toHaveBeenCalledWith('Metrobank');
    expect(sheet).not.toHaveAttribute('open');
    expect(within(sheet).queryAllByRole('radio', { hidden: true })).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveTextContent('Metrobank');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveFocus();
  });

  it('filters a long list as the borrower types, and says when nothing matches', async () => {
    render(<SheetSelect title="Bank" options={BANKS} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'bank');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'BDO Unibank',
      'Metrobank',
      'Landbank',
      'Security Bank',
      'UnionBank',
      'China Bank',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('Nothing matches “zzz”')).toBeInTheDocument();
  });

  it('has no search for a short list, and Escape closes it without a change', async () => {
    const onValueChange = vi.fn();
    render(<SheetSelect title="Type" options={BANKS.slice(0, 3)} defaultValue="BPI" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'BPI' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('closes on a tap above the sheet, and on back while the page shell asks for it', async () => {
    render(
      <DialogProvider closeOnBack>
        <SheetSelect title="Bank" options={BANKS} />
      </DialogProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Bank' });
    await userEvent.click(field);
    await userEvent.click(screen.getByRole('dialog', { name: 'Bank' }));
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      history.back();
    });
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
  });

  it('follows its value when controlled, and is named by a visible label', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <span id="bank-label">Receiving bank</span>
          <SheetSelect
            title="Bank"
            aria-labelledby="bank-label"
            options={BANKS}
            value={value}
            onValueChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Receiving bank' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PNB' }));
    expect(screen.getByRole('status')).toHaveTextContent('PNB');
    expect(screen.getByRole('combobox', { name: 'Receiving bank' })).toHaveTextContent('PNB');
  });

  it('does not open while disabled', async () => {
    render(<SheetSelect title="Bank" options={BANKS} disabled />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
