export { KEYBOARD_THRESHOLD_PX, KeyboardAwareFooter, useKeyboardOpen } from './KeyboardAwareFooter';
export type { KeyboardAwareFooterProps } from './KeyboardAwareFooter';
