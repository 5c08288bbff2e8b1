import { onSessionExpired } from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';

/** A session the server no longer accepts: the native app logs the borrower in again. Returns the release. */
export function logInAgainWhenExpired(): () => void {
  return onSessionExpired(() => void callNative('offToLogin'));
}
