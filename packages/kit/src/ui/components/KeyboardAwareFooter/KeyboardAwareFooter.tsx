import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './KeyboardAwareFooter.css';

/** The on-screen keyboard counts as open when it takes more than this many px of the viewport. */
export const KEYBOARD_THRESHOLD_PX = 60;

/** True while the on-screen keyboard shrinks the visual viewport by more than the threshold. */
export function useKeyboardOpen(threshold = KEYBOARD_THRESHOLD_PX): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    // The tallest height seen is the height without a keyboard (rotation resets it).
    let fullHeight = viewport?.height ?? window.innerHeight;
    const measure = () => {
      const height = viewport?.height ?? window.innerHeight;
      fullHeight = Math.max(fullHeight, height);
      setOpen(fullHeight - height > threshold);
    };
    const onRotate = () => {
      fullHeight = viewport?.height ?? window.innerHeight;
      measure();
    };
    const target: EventTarget = viewport ?? window;
    target.addEventListener('resize', measure);
    window.addEventListener('orientationchange', onRotate);
    return () => {
      target.removeEventListener('resize', measure);
      window.removeEventListener('orientationchange', onRotate);
    };
  }, [threshold]);
  return open;
}

export interface KeyboardAwareFooterProps extends ComponentPropsWithoutRef<'div'> {
  threshold?: number;
}

/** A bottom bar (the Next button) that steps aside while the keyboard is open, above the safe-area inset. */
export const KeyboardAwareFooter = forwardRef<HTMLDivElement, KeyboardAwareFooterProps>(function KeyboardAwareFooter(
  { threshold, className, ...rest },
  ref,
) {
  const keyboardOpen = useKeyboardOpen(threshold);
  if (keyboardOpen) return null;
  return <div {...rest} ref={ref} className={cx('loan-keyboard-footer', className)} />;
});
