/**
 * Text typed into a prerendered field before the page script ran (issue 26.3). Hydration renders each
 * controlled field from state and so resets it; on a slow phone that is seconds of typing lost. The mount reads
 * what was typed (named fields whose value differs from the prerendered one) just before hydrating, and a page
 * puts it back into its state once hydrated.
 */
let typed: Readonly<Record<string, string>> = {};

export function captureTypedValues(container: ParentNode): void {
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  typed = Object.fromEntries(
    [...fields]
      .filter((field) => field.type !== 'file' && field.value !== field.defaultValue)
      .map((field) => [field.name, field.value]),
  );
}

/** What was typed before hydration, by field name; empty when nothing was (or the page was not prerendered). */
export function typedBeforeHydration(): Readonly<Record<string, string>> {
  return typed;
}
