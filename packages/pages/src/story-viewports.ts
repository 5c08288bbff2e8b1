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
