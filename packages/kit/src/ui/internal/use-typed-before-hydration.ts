import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Keeps what she typed into a field the server rendered (the edge renderer, a prerender) before the page hydrated
 * (issue 80). React leaves the field's text alone when it hydrates but keeps its own state, so the first render after
 * it (a form library's, on a slow phone seconds of typing later) put the field back: the first digits of an account
 * number were gone. At mount a field whose text is not what it rendered hands that text to its owner, as if typed
 * then, and shows it itself until the owner's value moves or she types again: an owner above the field (a
 * react-hook-form Controller) starts listening only in its own effect, after this, and may not render it back at once.
 *
 * Returns the text to show instead of the owner's (null: the owner's), and what to call when she types.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  adopt: (text: string) => void,
): [early: string | null, forget: () => void] {
  const [early, setEarly] = useState<string | null>(null);
  const renderedAtMount = useRef(rendered);
  useLayoutEffect(() => {
    const text = field.current?.value;
    if (text === undefined || text === rendered) return;
    setEarly(text);
    adopt(text);
    // At mount only: after it, every change goes through the field's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (rendered !== renderedAtMount.current) setEarly(null);
  }, [rendered]);
  return [early, useCallback(() => setEarly(null), [])];
}
