import { defineMessages } from '@loan-webview/kit/i18n';

/** Promotion registration landing. */
export const promotionMessages = defineMessages(
  {
    'promotion.phone': { source: 'Mobile number' },
    'promotion.captcha': { source: 'Image captcha' },
    'promotion.refreshCaptcha': { source: 'Refresh the image captcha' },
    'promotion.smsCode': { source: 'SMS code' },
    'promotion.apply': { source: 'Apply now' },
    'promotion.enterPhoneFirst': {
      source: 'Enter your mobile number first',
    },
    'promotion.defaultTitle': { source: 'Cash for what you need, with a decision within 1 day' },
    'promotion.agreeNotice': {
      source: 'Applying sends your mobile number to open your account and send you a code, and nothing else.',
    },
    'promotion.readAgreement': { source: 'How your number is used' },
    'promotion.downloadTitle': { source: 'Download the app' },
    'promotion.downloadText': {
      source: 'Log in to {app} with your mobile number to finish your application.',
    },
    'promotion.googlePlay': { source: 'Get it on Google Play' },
    'promotion.appStore': { source: 'Download on the App Store' },
    'promotion.searchStore': {
      source: 'Search for {app} in your app store.',
    },
    'promotion.agreementTitle': { source: 'Registration agreement' },
    'promotion.agreementText': {
      source:
        'Registering opens your account with {app}: your mobile number is used to log you in and to send you verification codes. Applying is not consent to any other use of your data; anything more is asked for separately, each use on its own, and you may say no.',
    },
    'promotion.backToForm': { source: 'Back to the form' },
    'promotion.missingTemplate': {
      source: 'This promotion link is incomplete. Open it again from the ad.',
    },
    // Toasts of this area's pages (the spec's error catalogue, in its wording).
    'toast.wrongImageCaptcha': {
      source: '请正确输入图形验证码',
      en: 'Please enter the image captcha correctly',
    },
    'toast.enterSmsCode': { source: 'Please enter the SMS code' },
    'toast.smsSent': {
      source: 'The verification code has been sent, please check your phone',
    },
    'toast.alreadyRegistered': {
      source: '您已注册，请下载APP登录！',
      en: 'You have registered, please download the APP to log in!',
    },
    'toast.registered': {
      source: 'registration successful',
      en: 'Registration successful',
    },
    'toast.networkError': { source: 'error', en: 'Network error' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof promotionMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
