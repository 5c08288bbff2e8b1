/*
 * Component and page CSS speak only in design tokens (issue 27.3, ADR 0055): type sizes, spacing, radii and
 * colours come from packages/kit/src/ui/theme/tokens.css, which is the one file allowed raw values. Component
 * geometry (an icon's box, a QR's side, a hairline border) may stay in px.
 */
const useToken = 'use a --loan-* token from tokens.css';

export default {
  ignoreFiles: ['**/node_modules/**', '**/dist/**', 'packages/kit/src/ui/theme/tokens.css'],
  rules: {
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
