import { defineMessages } from '../define';

/** PayCodeBox's strings (copy, QR tips, barcode): registered by it, shipped only by the pages that show a code. */
export const uiPayCodeMessages = defineMessages(
  {
    'ui.copy': { source: 'Copy' },
    'ui.payCode': { source: 'Pay code' },
    'ui.scanTips': {
      source: 'Show this QR code at the counter or scan it in your e-wallet app',
    },
    'ui.showBarcode': { source: 'Show barcode' },
    'ui.saveQr': { source: 'Save QR' },
    'ui.barcodeTitle': { source: 'Barcode' },
  },
  {
    zh: () => import('./zh/ui-pay-code'),
    id: () => import('./id/ui-pay-code'),
    fil: () => import('./fil/ui-pay-code'),
  },
);
