/**
 * The id of the note a server writes beside a page it rendered with its data (rendered.ts). mount.tsx looks only for
 * it, so the rest of rendered.ts comes with the page's content, not before hydration.
 */
export const RENDERED_NOTE_ID = 'loan-rendered';
