import { defineMessages } from '../define';

/** Shared strings. Keys are `area.name`. */
export const commonMessages = defineMessages(
  {
    'common.loading': { source: 'Loading…' },
    'common.retry': { source: 'Retry' },
    'common.pageLoadFailed': {
      source: 'This page could not finish loading. Check your connection and try again.',
    },
    'common.tryAgain': { source: 'Try again' },
    'common.cancel': { source: 'Cancel' },
    'common.confirm': { source: 'Confirm' },
    'common.close': { source: 'Close' },
    'common.errorTitle': { source: 'Something went wrong' },
    'common.networkError': {
      source: 'Network error. Check your connection and try again.',
    },
    'common.schemaError': {
      source: 'The server sent something we could not read. Please try again.',
    },
    'common.internalError': {
      source: 'This page could not send that. Close it and open it again.',
    },
    'common.serverError': {
      source: 'The server could not answer. Please try again.',
    },
    'common.empty': { source: 'Nothing here yet' },
    'common.unsafeLink': {
      source: 'This link cannot be opened',
    },

    // The spec's error catalogues and validation toasts (part 1 §5, §8; part 2 §5, §8), in the spec's wording.
    'toast.uploadSucceeded': { source: 'Upload succeeded!', en: 'Photo uploaded' },
    'toast.ratingSucceeded': { source: 'Successful demonstration!', en: 'Thank you for your rating!' },
    'toast.chooseStars': { source: 'Silakan pilih', en: 'Please choose a rating' },
    'toast.copySuccess': { source: 'copy success', en: 'Copied' },
    'toast.wrongMobile': {
      source: '请输入正确的手机号码',
      en: 'Please enter the correct mobile number',
    },
    'toast.doNotResend': {
      source: 'do not resend the verification code',
      en: 'Please wait before requesting another code',
    },
  },
  { zh: () => import('./zh/common'), id: () => import('./id/common'), fil: () => import('./fil/common') },
);
