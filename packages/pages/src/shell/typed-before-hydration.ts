/**
 * Text typed into a prerendered field before the page script ran (issue 26.3). Hydration renders each
 * controlled field from state and so resets it; on a slow phone that is seconds of typing lost. A page with
 * prerendered fields imports this module: it reads what was typed (named fields whose value differs from the
 * prerendered one) as the page's code loads, before the entry hydrates, and the page puts it back into its state
 * once hydrated. Pages without prerendered fields do not import it, and so do not pay for it.
 */
let typed: Readonly<Record<string, string>> = {};

export function captureTypedValues(container: ParentNode | null): void {
  const fields = container?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  typed = Object.fromEntries(
    [...(fields ?? [])]
      .filter((field) => field.type !== 'file' && field.value !== field.defaultValue)
      .map((field) => [field.name, field.value]),
  );
}

if (typeof document !== 'undefined') captureTypedValues(document.getElementById('root'));

/** What was typed before hydration, by field name; empty when nothing was (or the page was not prerendered). */
export function typedBeforeHydration(): Readonly<Record<string, string>> {
  return typed;
}
