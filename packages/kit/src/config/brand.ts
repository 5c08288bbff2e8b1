import type { CSSProperties } from 'react';
import { getConfig, type LoanConfig } from './config';

/** The design tokens a lender's brand colours set; a React `style` as it is. */
export type BrandStyle = CSSProperties &
  Record<'--loan-color-primary' | '--loan-color-success' | '--loan-color-danger', string>;

/**
 * The configuration's `brandColors` as the kit's CSS variables: spread it on any element's `style` (a
 * React style object takes custom properties) and every kit component inside takes the lender's colours.
 * Success is the primary: good news in the lender's own colour.
 */
export function brandStyle(config: Pick<LoanConfig, 'brandColors'> = getConfig()): BrandStyle {
  return {
    '--loan-color-primary': config.brandColors.primary,
    '--loan-color-success': config.brandColors.primary,
    '--loan-color-danger': config.brandColors.danger,
  };
}

/** Sets `brandStyle` on an element, the document's root by default, for a page without a React root of its own. */
export function applyBrand(
  element: HTMLElement = document.documentElement,
  config: Pick<LoanConfig, 'brandColors'> = getConfig(),
): void {
  for (const [token, value] of Object.entries(brandStyle(config))) element.style.setProperty(token, String(value));
}
