import { useCallback, useRef, useState } from 'react';
import { callNative, getBridge } from '@loan-webview/kit/bridge';

/** A tap this soon after a call that nothing answered is the same tap again: the dialer opens once. */
const REPEAT_MS = 1500;

/**
 * A phone call through the shell, and what to tell her when it did not start: the number she can call herself.
 * A contract-1 shell never answers (the call is trusted, as before); a contract-2 shell that lacks the action or
 * says it could not dial (no dialer on a tablet, the borrower declined) leaves `unreached` set to the number. A
 * plain browser follows a `tel:` link instead. A double tap dials once: a tap while a call waits for its answer,
 * or within REPEAT_MS of one nothing answered, is dropped; once a shell has answered, the next tap is a new call.
 */
export function usePhoneCall(): { call: (phone: string) => Promise<void>; unreached: string | null } {
  const [unreached, setUnreached] = useState<string | null>(null);
  const waiting = useRef(false);
  const unansweredAt = useRef(-Infinity);
  const call = useCallback(async (phone: string) => {
    if (waiting.current || Date.now() - unansweredAt.current < REPEAT_MS) return;
    waiting.current = true;
    setUnreached(null);
    const result = await callNative('callTelephone', [phone], { timeoutMs: 5000 });
    waiting.current = false;
    const answered = result.ok || result.reason === 'refused' || result.reason === 'failed';
    unansweredAt.current = answered ? -Infinity : Date.now();
    const started =
      result.ok || (result.reason === 'unsupported' && (result.posted || getBridge().host() === 'browser'));
    if (!started) setUnreached(phone);
  }, []);
  return { call, unreached };
}
