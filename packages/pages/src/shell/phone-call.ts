import { useCallback, useState } from 'react';
import { callNative, getBridge } from '@loan-webview/kit/bridge';

/**
 * A phone call through the shell, and what to tell her when it did not start: the number she can call herself.
 * A contract-1 shell never answers (the call is trusted, as before); a contract-2 shell that lacks the action or
 * says it could not dial (no dialer on a tablet, the borrower declined) leaves `unreached` set to the number. A
 * plain browser follows a `tel:` link instead.
 */
export function usePhoneCall(): { call: (phone: string) => Promise<void>; unreached: string | null } {
  const [unreached, setUnreached] = useState<string | null>(null);
  const call = useCallback(async (phone: string) => {
    setUnreached(null);
    const result = await callNative('callTelephone', [phone], { timeoutMs: 5000 });
    const started =
      result.ok || (result.reason === 'unsupported' && (result.posted || getBridge().host() === 'browser'));
    if (!started) setUnreached(phone);
  }, []);
  return { call, unreached };
}
