import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="e" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is announced, and describes the field that points at it', () => {
    render(
      <>
        <label htmlFor="phone">Mobile number</label>
        <input id="phone" aria-invalid="true" aria-describedby="phone-error" />
        <FieldError id="phone-error">Enter a valid mobile number</FieldError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Enter a valid mobile number',
    );
  });
});
