import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CardNumberInput, DigitsInput, PhoneInput, SmsCodeInput } from './FormattedInput';

/** A controlled card field as a page holds it, rendered on the server (the edge renderer) into a document. */
function CardField({ onDigits }: { onDigits: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <CardNumberInput
      aria-label="Account number"
      value={digits}
      onValueChange={(next) => {
        setDigits(next);
        onDigits(next);
      }}
    />
  );
}

describe('formatted inputs', () => {
  it('keeps the digits typed into the server-rendered field before the page hydrated, grouped (issue 80)', async () => {
    const onDigits = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CardField onDigits={onDigits} />);
    document.body.append(container);
    // Removed even when the test fails: a second field of that name would fail the tests after it.
    onTestFinished(() => container.remove());
    // A slow phone: she types before the page's script has run.
    const field = container.querySelector('input')!;
    field.value = '1234567';
    await act(async () => {
      hydrateRoot(container, <CardField onDigits={onDigits} />);
    });
    await waitFor(() => expect(field).toHaveValue('1234 567'));
    expect(onDigits).toHaveBeenLastCalledWith('1234567');
    // And she goes on typing after it.
    await userEvent.type(field, '8');
    expect(field).toHaveValue('1234 5678');
  });

  it('PhoneInput keeps digits, shows 4-3-4 (ph) and ignores a 12th digit', async () => {
    const onValueChange = vi.fn();
    render(<PhoneInput aria-label="Mobile" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '0917-123a4567');
    expect(input).toHaveValue('0917 123 4567');
    expect(onValueChange).toHaveBeenLastCalledWith('09171234567');
    await userEvent.type(input, '8');
    expect(input).toHaveValue('0917 123 4567');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it.each(['+63 917 123 4567', '639171234567', '+639171234567'])(
    'PhoneInput takes %j, a Philippine number pasted in its international form, as 09171234567',
    async (pasted) => {
      const onValueChange = vi.fn();
      render(<PhoneInput aria-label="Mobile" onValueChange={onValueChange} />);
      const input = screen.getByRole('textbox', { name: 'Mobile' });
      await userEvent.click(input);
      await userEvent.paste(pasted);
      expect(input).toHaveValue('0917 123 4567');
      expect(onValueChange).toHaveBeenLastCalledWith('09171234567');
    },
  );

  it('keeps the caret after the digit typed in the middle', async () => {
    render(<CardNumberInput aria-label="Card" defaultValue="41111111" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Card' });
    expect(input).toHaveValue('4111 1111');
    // Put the caret after "41" and type 9: the digits shift, the caret stays after the 9.
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('4191 1111 1');
    expect(input.selectionStart).toBe(3);
    // Backspace right after a separator deletes the digit before it; the caret stays at that place.
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('4191 1111');
    expect(input.selectionStart).toBe(3);
  });

  it('SmsCodeInput takes 6 digits with one-time-code autofill and a numeric keyboard', async () => {
    render(<SmsCodeInput aria-label="SMS code" />);
    const input = screen.getByRole('textbox', { name: 'SMS code' });
    await userEvent.type(input, '1234567');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('a pasted value longer than the limit is ignored, not cut', async () => {
    render(<DigitsInput aria-label="Code" maxDigits={4} defaultValue="12" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(input);
    await userEvent.paste('99999');
    expect(input).toHaveValue('12');
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('0917');
      return <PhoneInput aria-label="Mobile" value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).toHaveValue('0917');
    await userEvent.type(input, '12');
    expect(input).toHaveValue('0917 12');
  });
});
