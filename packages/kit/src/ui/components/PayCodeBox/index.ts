export { Barcode, copyText, PayCodeBox } from './PayCodeBox';
export type { PayCodeBoxProps } from './PayCodeBox';
