import { forwardRef, useCallback, useEffect, useState } from 'react';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useT } from '../../../i18n/I18nProvider';
import { uiFormMessages } from '../../../i18n/messages/ui-forms';
import { registerMessages } from '../../../i18n/translate';
import { showToast } from '../../../toast/toast';
import { Button, type ButtonProps } from '../Button';
import '../../theme/tokens.css';

registerMessages(uiFormMessages);

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** Sends the code; resolve true when it was sent, to start the countdown. */
  onRequest: () => Promise<boolean>;
  /** Seconds before the code can be asked for again. @default 60 */
  seconds?: number;
  /** Keeps the deadline in sessionStorage under this key, so a reload does not allow an early resend. */
  persistKey?: string;
  label?: string;
  now?: () => number;
}

function readDeadline(key: string | undefined): number {
  if (!key) return 0;
  try {
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return 0;
  }
}

function writeDeadline(key: string | undefined, deadline: number) {
  if (!key) return;
  try {
    sessionStorage.setItem(key, String(deadline));
  } catch {
    // The countdown still runs for this page view.
  }
}

/**
 * "get verification code" -> "59s" … -> back. The countdown runs from a wall-clock deadline, so a webview
 * sent to the background and back shows the right remaining seconds; a tap while counting says not to resend.
 */
export const CountdownButton = forwardRef<HTMLButtonElement, CountdownButtonProps>(function CountdownButton(
  { onRequest, seconds = 60, persistKey, label, now = Date.now, ...rest },
  ref,
) {
  const t = useT();
  const [deadline, setDeadline] = useState(0);
  const [clock, setClock] = useState(0);
  const flight = useSingleFlight<'send'>();
  const remaining = Math.max(0, Math.ceil((deadline - clock) / 1000));
  const running = remaining > 0;

  // After hydration: pick up a deadline saved before a reload.
  useEffect(() => {
    setDeadline(readDeadline(persistKey));
    setClock(now());
  }, [persistKey, now]);

  const tick = useCallback(() => setClock(now()), [now]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    window.addEventListener('focus', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
      window.removeEventListener('focus', tick);
    };
  }, [running, tick]);

  const onClick = async () => {
    if (flight.busy) return;
    if (remaining > 0) {
      showToast(t('toast.doNotResend'));
      return;
    }
    const sent = await flight.run('send', () => onRequest().catch(() => false));
    if (!sent) return;
    const next = now() + seconds * 1000;
    writeDeadline(persistKey, next);
    setDeadline(next);
    setClock(now());
  };

  const counting = remaining > 0;
  return (
    <Button
      variant="secondary"
      {...rest}
      ref={ref}
      loading={flight.busy === 'send'}
      aria-disabled={counting || undefined}
      aria-label={counting ? t('ui.resendIn', { seconds: remaining }) : undefined}
      onClick={() => void onClick()}
    >
      {counting ? t('ui.secondsLeft', { seconds: remaining }) : (label ?? t('ui.getCode'))}
    </Button>
  );
});
