/**
 * Text typed into a prerendered field before the page was interactive (issue 26.3). Hydration leaves a field's text
 * alone, but the page's first render after it puts each controlled field back to its state: on a slow phone that
 * is seconds of typing lost. What was typed is read twice: as the page's code loads (before the entry hydrates), and
 * again when the page asks, in its first effect after hydration, so text typed while React hydrated (it yields to
 * the browser as it goes) is kept too. Pages without prerendered fields do not import this, and do not pay for it.
 */
type Typed = Readonly<Record<string, string>>;

/** Named fields whose text differs from what was prerendered (or hydrated) into them. */
function typedIn(container: ParentNode | null): Typed {
  const fields = container?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]');
  return Object.fromEntries(
    [...(fields ?? [])]
      .filter((field) => field.type !== 'file' && field.value !== field.defaultValue)
      .map((field) => [field.name, field.value]),
  );
}

const root = () => (typeof document === 'undefined' ? null : document.getElementById('root'));
const early = typedIn(root());

/**
 * What was typed before the page was interactive, by field name: call it in the page's first effect after
 * hydration, before anything renders the fields again. Empty when nothing was (or the page was not prerendered).
 */
export function typedBeforeHydration(container: ParentNode | null = root()): Typed {
  return { ...early, ...typedIn(container) };
}

/**
 * The prerendered field she is in, with what it holds (empty when she has typed nothing yet): a value the page learns
 * after hydrating (the query's, the device's) must not land under her typing. Issue 80: "iPhone" arrived between her
 * selecting the field and typing "Pixel-8", which then read "iPhonePixel-8".
 */
export function fieldInUse(container: ParentNode | null = root()): Typed {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  const inUse =
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
    focused.name &&
    container?.contains(focused);
  return inUse ? { [focused.name]: focused.value } : {};
}
