import { defineMessages } from '../define';

/** Component strings. */
export const uiMessages = defineMessages(
  {
    'ui.more': { source: 'More' },
    'ui.due': { source: 'Due' },
    'ui.dueToday': { source: 'Due today' },
    'ui.dayLeft': { source: '1 day left' },
    'ui.daysLeft': { source: '{count} days left' },
    'ui.overdueByDay': { source: 'Overdue by 1 day' },
    'ui.overdueByDays': { source: 'Overdue by {count} days' },
    'ui.hide': { source: 'Hide' },
    'ui.moreProducts': {
      source: 'Click to view more products',
    },
    'ui.productUnavailable': { source: 'Not available' },
    'ui.stars': { source: '{count} stars' },
    'ui.star': { source: '1 star' },
    'ui.rating': { source: 'Rating' },
    'ui.copy': { source: 'Copy' },
    'ui.payCode': { source: 'Pay code' },
    'ui.scanTips': {
      source: 'Show this QR code at the counter or scan it in your e-wallet app',
    },
    'ui.showBarcode': { source: 'Show barcode' },
    'ui.barcodeTitle': { source: 'Barcode' },
    'ui.getCode': {
      source: 'get verification code',
      en: 'Get verification code',
    },
    'ui.secondsLeft': { source: '{seconds}s' },
    'ui.resendIn': {
      source: 'Resend in {seconds} seconds',
    },
    'ui.agreePrefix': {
      source: 'I have read and agree to',
    },
    'ui.agree': { source: 'Agree' },
    'ui.addImage': { source: 'Add image' },
    'ui.imageCount': { source: '{count}/{max} images' },
    'ui.uploading': { source: 'Uploading…' },
    'ui.uploadFailed': { source: 'Upload failed' },
    'ui.removeImage': { source: 'Remove image {index}' },
    'ui.previewImage': { source: 'View image {index}' },
    'ui.notAnImage': {
      source: 'Only images can be uploaded',
    },
    'ui.imageTooLarge': {
      source: 'The image is larger than {size} MB',
    },
    'ui.required': { source: '{field} is required' },
    'ui.accountType': { source: 'Account type' },
    'ui.choose': { source: 'Choose' },
    'ui.next': { source: 'Next' },
    'ui.back': { source: 'Back' },
    'ui.partLoadFailed': {
      source: 'This part of the page could not load.',
    },
  },
  { zh: () => import('./zh/ui'), id: () => import('./id/ui') },
);
