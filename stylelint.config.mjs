/*
 * Component and page CSS speak only in design tokens (issue 27.3, ADR 0055): type sizes, spacing, radii and
 * colours come from packages/kit/src/ui/theme/tokens.css, which is the one file allowed raw values. Component
 * geometry (an icon's box, a QR's side, a hairline border) may stay in px.
 */
const useToken = 'use a --loan-* token from tokens.css';

export default {
  plugins: ['stylelint-no-unsupported-browser-features', './scripts/lint/stylelint-browser-floor.mjs'],
  ignoreFiles: ['**/node_modules/**', '**/dist/**', 'packages/kit/src/ui/theme/tokens.css'],
  rules: {
    // The browser floor is package.json's browserslist (ADR 0058). Partial support is a fallback's business;
    // cursors, a textarea's resize handle and thin scrollbars are looks, and mean little on a touch screen.
    // A feature with a fallback before it is allowed line by line, with the reason.
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        ignorePartialSupport: true,
        ignore: ['css3-cursors', 'css3-cursors-newer', 'css-resize', 'css-scrollbar'],
      },
    ],
    // What the floor needs that the rule above cannot see (scripts/lint/stylelint-browser-floor.mjs, ADR 0058).
    'loan/color-mix-in-supports': true,
    'loan/no-has-selector': true,
    'color-no-hex': [true, { message: `Raw colour: ${useToken}` }],
    'color-named': ['never', { message: `Named colour: ${useToken}` }],
    'function-disallowed-list': [
      ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch'],
      { message: `Raw colour: ${useToken}` },
    ],
    'declaration-property-unit-disallowed-list': [
      { '/^(font-size|gap|row-gap|column-gap|padding|margin|border-radius)/': ['px', 'rem', 'em', 'pt'] },
      { message: (property) => `Raw ${property}: ${useToken}` },
    ],
  },
};
