import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../../toast/toast';
import { CODE39_PATTERNS, code39Bars } from './barcode';
import { PayCodeBox } from './PayCodeBox';

// The clipboard, secure context and execCommand are redefined per test: put the document's own back.
const own = (target: object, key: string) => Object.getOwnPropertyDescriptor(target, key);
const originals = [
  [navigator, 'clipboard', own(navigator, 'clipboard')],
  [window, 'isSecureContext', own(window, 'isSecureContext')],
  [document, 'execCommand', own(document, 'execCommand')],
] as const;
afterEach(() => {
  clearToasts();
  for (const [target, key, descriptor] of originals) {
    if (descriptor) Object.defineProperty(target, key, descriptor);
    else Reflect.deleteProperty(target, key);
  }
});

describe('PayCodeBox', () => {
  it('copies the code with the Clipboard API and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    render(<PayCodeBox code="DP7000000174" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('DP7000000174');
    expect(getToasts().map((t) => t.message)).toEqual(['Copied']);
  });

  it('falls back to execCommand in webviews without the Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<PayCodeBox code="DP1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(getToasts().map((t) => t.message)).toEqual(['Copied']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('shows a QR image with scan tips, and the code under it to key in or copy', () => {
    render(<PayCodeBox code="DP1" qrImageUrl="/qr.svg" />);
    expect(screen.getByRole('img', { name: 'Pay code: DP1' })).toHaveAttribute('src', '/qr.svg');
    expect(screen.getByText(/scan it in your e-wallet app/)).toBeInTheDocument();
    expect(screen.getByText('DP1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show barcode' })).toBeNull();
    // Saved, to show at a counter with no signal.
    const save = screen.getByRole('link', { name: 'Save QR' });
    expect(save.getAttribute('href')).toMatch(/\/qr\.svg$/);
    expect(save).toHaveAttribute('download');
  });

  it('offers no link to save a QR whose address is not one to follow', () => {
    render(<PayCodeBox code="DP1" qrImageUrl="javascript:alert(1)" />);
    expect(screen.queryByRole('link', { name: 'Save QR' })).toBeNull();
  });

  it('shows a QR alone when the link carries no code', () => {
    render(<PayCodeBox code="" qrImageUrl="/qr.svg" />);
    expect(screen.getByRole('img', { name: 'Pay code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('toggles a barcode dialog', async () => {
    render(<PayCodeBox code="DP1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Show barcode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Barcode' });
    expect(screen.getByRole('img', { name: 'Barcode: DP1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('Code 39', () => {
  it('every pattern has 9 elements, 3 of them wide', () => {
    for (const pattern of Object.values(CODE39_PATTERNS)) {
      expect(pattern).toHaveLength(9);
      expect([...pattern].filter((e) => e === 'w')).toHaveLength(3);
    }
    expect(new Set(Object.values(CODE39_PATTERNS)).size).toBe(Object.keys(CODE39_PATTERNS).length);
  });
  it('encodes start, characters and stop as 5 bars each', () => {
    expect(code39Bars('AB1')!.bars).toHaveLength(5 * 5);
    expect(code39Bars('a')).not.toBeNull();
    expect(code39Bars('ñ')).toBeNull();
  });
});
