/** Joins class names, skipping empty ones: the component's own classes first, the caller's `className` last. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
