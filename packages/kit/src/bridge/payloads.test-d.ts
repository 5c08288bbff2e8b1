// Compile-time only (tsc): each action's payload is typed, the array wrapping included.
import { getBridge } from './bridge';

const bridge = getBridge();
bridge.toHome();
bridge.closeWebview(['']);
bridge.callTelephone(['09171234567']);
bridge.confirmBurialPoint([{ event: 'page_shown', route: 'loanDetailUrl' }]);
bridge.to({ page: 'productDetail', params: { productId: 'P1' } });
bridge.to(['gcash://pay']);
bridge.call('callTelephone', ['09171234567']);

// @ts-expect-error a phone number is wrapped in an array
bridge.callTelephone('09171234567');
// @ts-expect-error callTelephone needs the number
bridge.callTelephone();
// @ts-expect-error an event is { event, route }, in an array
bridge.confirmBurialPoint({ event: 'page_shown' });
// @ts-expect-error toHome sends no payload of its own
bridge.toHome(['/home']);
