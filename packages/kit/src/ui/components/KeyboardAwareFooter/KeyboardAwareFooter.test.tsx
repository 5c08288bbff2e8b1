import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyboardAwareFooter } from './KeyboardAwareFooter';

class FakeViewport extends EventTarget {
  height = 800;
  resize(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

const original = Object.getOwnPropertyDescriptor(window, 'visualViewport');
afterEach(() => {
  if (original) Object.defineProperty(window, 'visualViewport', original);
});

describe('KeyboardAwareFooter', () => {
  it('hides while the keyboard takes more than 60 px, and comes back', () => {
    const viewport = new FakeViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    render(
      <KeyboardAwareFooter>
        <button type="button">Next</button>
      </KeyboardAwareFooter>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    act(() => viewport.resize(750));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    act(() => viewport.resize(500));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => viewport.resize(800));
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });
});
