type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_LIKE = /^(text|search|tel|url|email|number|password|date|)$/;

/** A prerendered field the borrower changed before the page script ran, and what it holds. */
interface Typed {
  field: Field;
  value: string;
}

const isHydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/**
 * Text typed into the prerendered page before React hydrates it is lost: hydration gives each field the value
 * of the page's state. Call before hydrating: it notes what was typed, then, as each field is hydrated, types it
 * in again the way a keystroke would (the native setter and an input event), so the page's state and its form
 * library take it (issue 26.3). Gives up after `timeoutMs`.
 */
export function keepTypedValues(container: HTMLElement, timeoutMs = 10_000): void {
  const typed: Typed[] = [];
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && !TEXT_LIKE.test(field.type)) continue;
    const initial = field instanceof HTMLSelectElement ? '' : field.defaultValue;
    if (field.value !== '' && field.value !== initial) typed.push({ field, value: field.value });
  }
  if (typed.length === 0) return;
  const started = Date.now();
  const replay = () => {
    for (let i = typed.length - 1; i >= 0; i -= 1) {
      const { field, value } = typed[i];
      if (!field.isConnected) {
        typed.splice(i, 1);
        continue;
      }
      if (!isHydrated(field)) continue;
      typed.splice(i, 1);
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
    if (typed.length > 0 && Date.now() - started < timeoutMs) requestAnimationFrame(replay);
  };
  requestAnimationFrame(replay);
}
