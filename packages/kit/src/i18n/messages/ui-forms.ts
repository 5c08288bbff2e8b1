import { defineMessages } from '../define';

/**
 * The form components' strings (CountdownButton, AgreementCheck, ImageUploader, BankForm): an area of their own,
 * registered by those components, so a page that only shows data does not ship them.
 */
export const uiFormMessages = defineMessages(
  {
    'ui.getCode': {
      source: 'get verification code',
      en: 'Get verification code',
    },
    'ui.secondsLeft': { source: '{seconds}s' },
    'ui.resendIn': {
      source: 'Resend in {seconds, plural, one {# second} other {# seconds}}',
    },
    'ui.agreePrefix': {
      source: 'I have read and agree to',
    },
    'ui.addImage': { source: 'Add image' },
    'ui.imageCount': { source: '{count}/{max} images' },
    'ui.uploading': { source: 'Uploading…' },
    'ui.uploadFailed': { source: 'Upload failed' },
    'ui.removeImage': { source: 'Remove image {index}' },
    'ui.notAnImage': {
      source: 'Only images can be uploaded',
    },
    'ui.imageTooLarge': {
      source: 'The image is larger than {size} MB',
    },
    'ui.required': { source: '{field} is required' },
    'ui.accountType': { source: 'Account type' },
    'ui.next': { source: 'Next' },
  },
  { zh: () => import('./zh/ui-forms'), id: () => import('./id/ui-forms'), fil: () => import('./fil/ui-forms') },
);
