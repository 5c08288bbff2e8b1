import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { TextArea, TextInput } from './TextField';

describe('TextInput and TextArea', () => {
  it('are native fields a label names, taking what is typed', async () => {
    render(
      <>
        <label htmlFor="name">Full name</label>
        <TextInput id="name" autoComplete="name" />
        <label htmlFor="text">What happened</label>
        <TextArea id="text" maxLength={20} />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'Maria');
    expect(name).toHaveValue('Maria');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('autocomplete', 'name');
    const text = screen.getByRole('textbox', { name: 'What happened' });
    expect(text.tagName).toBe('TEXTAREA');
    expect(text).toHaveAttribute('maxlength', '20');
  });

  it('share the kit’s field look, keep a caller’s class and pass the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <TextInput aria-label="Phone" type="tel" className="mine" ref={ref} />
        <TextArea aria-label="Note" />
      </>,
    );
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveClass('loan-input', 'mine');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(ref.current).toBe(phone);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveClass('loan-input', 'loan-input--multiline');
  });
});
