import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what she typed into a field the server rendered (the edge renderer, a prerender) before the page hydrated
 * (issue 80). React leaves the field's text alone when it hydrates but keeps its own state, so the page's next
 * render put the field back: on a slow phone, the first digits of an account number were gone. At mount, a field
 * whose text is not what it rendered hands that text to its owner, as if typed then. A field rendered in the
 * browser always holds what it rendered, so this does nothing there.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  adopt: (text: string) => void,
): void {
  useLayoutEffect(() => {
    const text = field.current?.value;
    if (text !== undefined && text !== rendered) adopt(text);
    // At mount only: after it, every change goes through the field's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
