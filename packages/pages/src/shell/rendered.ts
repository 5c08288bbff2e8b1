/**
 * A page rendered with its data where the lender serves it (the edge renderer, ADR 0084). The server renders
 * twice: the first pass collects each resource's loader by its `useId`, the renderer runs them on the answer it
 * fetched, and the second pass renders their results. Beside the markup it writes the answer (`#loan-data`, ADR
 * 0041) and a note of the resources it rendered (`#loan-rendered`). In the browser each of those resources loads
 * again from that answer while the page hydrates (microtasks, no network), so the first render is the server's
 * to the character, and its effect does not ask the server again.
 */
import { createContext } from 'react';
import type { ApiResult } from '@loan-webview/kit/api';
import { RENDERED_NOTE_ID } from './rendered-note-id';

/** What a loader comes back with (useResource's MissingQuery included). */
export type Loaded = ApiResult<unknown> | { ok: false; missing: string };
export type Loader = (signal: AbortSignal) => Promise<Loaded>;

/** On the server: where the first pass puts the loaders, and what the second pass renders. */
export interface ServerResources {
  loaders: Map<string, Loader>;
  results?: ReadonlyMap<string, Loaded>;
  /** When the answer came, epoch ms: the "updated" stamp, the same on both sides. */
  answeredAt: number;
}

export const ServerResourcesContext = createContext<ServerResources | undefined>(undefined);

/** The note the renderer writes beside the markup. */
export interface RenderedNote {
  resources: string[];
  answeredAt: number;
}

export { RENDERED_NOTE_ID };

let note: RenderedNote | null | undefined;
const hydrating = new Map<string, { promise: Promise<void>; result?: Loaded }>();

/** The renderer's note, read once; null on a page served as built. */
export function renderedNote(): RenderedNote | null {
  if (note !== undefined) return note;
  note = null;
  const block = typeof document === 'undefined' ? null : document.getElementById(RENDERED_NOTE_ID);
  if (!block) return note;
  try {
    const parsed = JSON.parse(block.textContent ?? '') as Partial<RenderedNote>;
    if (Array.isArray(parsed.resources) && typeof parsed.answeredAt === 'number') {
      note = { resources: parsed.resources.map(String), answeredAt: parsed.answeredAt };
    }
  } catch {
    // A note that is not JSON: the page loads as it would served as built (its skeleton's effect asks).
  }
  return note;
}

/**
 * While the page hydrates: the result a resource the server rendered had, loaded again from the inlined answer.
 * Suspends until it is in (the server's markup stays meanwhile); undefined for a resource the server did not
 * render, or once hydration has taken it (`hydrated`).
 */
export function hydrationResult(id: string, load: Loader): Loaded | undefined {
  if (!renderedNote()?.resources.includes(id)) return undefined;
  let entry = hydrating.get(id);
  if (!entry) {
    const started: { promise: Promise<void>; result?: Loaded } = { promise: Promise.resolve() };
    started.promise = load(new AbortController().signal).then((result) => {
      started.result = result;
    });
    entry = started;
    hydrating.set(id, entry);
  }
  if (!entry.result) throw entry.promise;
  return entry.result;
}

/** The resource is on the page: a later one with its id (a remount, Retry) loads as usual. */
export function hydrated(id: string): void {
  const current = renderedNote();
  if (current) current.resources = current.resources.filter((resource) => resource !== id);
  hydrating.delete(id);
}

/** Forgets the note, for tests that render several pages in one document. */
export function resetRendered(): void {
  note = undefined;
  hydrating.clear();
}

/**
 * True on the server, and in the browser while the page hydrates what the server rendered with its data: what only
 * the browser knows (what this phone saved, this shell's actions) is not in that markup, and waits for an effect.
 */
export function rendersServerMarkup(): boolean {
  return typeof window === 'undefined' || (renderedNote()?.resources.length ?? 0) > 0;
}
