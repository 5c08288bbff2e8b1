// Stories only: a page's story again on the narrowest phone we support and on a large one (ADR 0046).
// Each story keeps `tags: ['viewport']` written out: Storybook's indexer reads tags from the source, and the
// visual and portable-story tests take each story once, at 360 px.
type WithGlobals = { globals?: Record<string, unknown> };

const at =
  (value: 'phone320' | 'phone390') =>
  <S extends WithGlobals>(story: S): S => ({
    ...story,
    globals: { ...story.globals, viewport: { value, isRotated: false } },
  });

export const narrow320 = at('phone320');
export const large390 = at('phone390');

/**
 * A page's docs page shows each story in a phone-sized frame of its own: inline, the popups a page opens on
 * arrival (agreement, retention, withdraw, rating) would all stack over the docs page and turn it black.
 */
export const pageDocs = { docs: { story: { inline: false, iframeHeight: 640 } } };

type Query = Record<string, string>;
const FAILURES = ['none', 'error', 'network', 'fail', 'malformed', 'empty', 'pending'];

/**
 * A page's Playground (issue 27.9): its stories' states in one select, and the embedded backend's failures in
 * another; language and brand are the toolbar's. `.storybook/annotations.tsx` turns the two args into the page's
 * query (`playgroundQuery`) and opens the page again when they change.
 */
export function playground(states: Record<string, { parameters?: { query?: Query } }>) {
  const queries = Object.fromEntries(
    Object.entries(states).map(([name, story]) => [name, story.parameters?.query ?? {}]),
  );
  const names = Object.keys(queries);
  return {
    parameters: { ...pageDocs, playground: queries },
    args: { state: names[0], failure: 'none' },
    argTypes: {
      state: { control: 'select', options: names, description: 'The fixture state the page opens with' },
      failure: { control: 'select', options: FAILURES, description: 'Every call to the backend answers this way' },
    },
  };
}

/** The query a Playground's args stand for (see `playground`); undefined for any other story. */
export function playgroundQuery(args: Record<string, unknown>, parameters: Record<string, unknown>): Query | undefined {
  const queries = parameters.playground as Record<string, Query> | undefined;
  if (!queries) return undefined;
  const state = queries[String(args.state)] ?? {};
  return args.failure && args.failure !== 'none' ? { ...state, mock: String(args.failure) } : state;
}
