// Compile-time only (tsc): each action's payload is typed, the array wrapping included, and required where the
// action has one of its own.
import { callNative } from './native-call';

void callNative('toHome');
void callNative('closeWebview', ['']);
void callNative('callTelephone', ['09171234567'], { timeoutMs: 5000 });
void callNative('confirmBurialPoint', [{ event: 'page_shown', route: 'loanDetailUrl' }]);
void callNative('to', { page: 'productDetail', params: { productId: 'P1' } });
void callNative('to', ['gcash://pay']);
void callNative('toRate', undefined, { timeoutMs: 5000 });

// @ts-expect-error a phone number is wrapped in an array
void callNative('callTelephone', '09171234567');
// @ts-expect-error callTelephone needs the number
void callNative('callTelephone');
// @ts-expect-error an event is { event, route }, in an array
void callNative('confirmBurialPoint', { event: 'page_shown' });
// @ts-expect-error toHome sends no payload of its own
void callNative('toHome', ['/home']);
