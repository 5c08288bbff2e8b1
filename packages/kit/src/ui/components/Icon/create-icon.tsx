import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './Icon.css';

export interface IconProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** What the icon says on its own (an icon-only control); without it the icon is decoration, hidden from screen readers. */
  label?: string;
}

/**
 * One icon of the set: a span painted in the text colour through the icon's mask, so it follows `color` and
 * `--loan-icon-size` (1.25em) and costs no JS per path. `icons/` is written from lucide by `npm run icons`.
 */
export function createIcon(name: string, displayName: string) {
  const Icon = forwardRef<HTMLSpanElement, IconProps>(({ label, className, ...rest }, ref) => (
    <span
      ref={ref}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={!label || undefined}
      {...rest}
      className={cx(`loan-icon loan-icon--${name}`, className)}
    />
  ));
  Icon.displayName = displayName;
  return Icon;
}
