import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The kit's icon set (issue 27.4): our name -> lucide's. Lucide (ISC) is the source; `npm run icons` writes
 * one CSS file and one component per icon under packages/kit/src/ui/components/Icon/icons, and a test checks
 * they still match, so a page only carries the icons it imports, as CSS, with no JS per path.
 */
export const ICONS = {
  call: 'phone',
  email: 'mail',
  whatsapp: 'message-circle',
  copy: 'copy',
  chevron: 'chevron-right',
  bank: 'landmark',
  wallet: 'wallet',
  store: 'store',
  success: 'circle-check',
  warning: 'triangle-alert',
  empty: 'inbox',
  error: 'circle-alert',
  offline: 'wifi-off',
};

const require = createRequire(import.meta.url);

/** `call` -> `CallIcon`. */
export const componentName = (name) => `${name[0].toUpperCase()}${name.slice(1)}Icon`;

/** Lucide's SVG, minified, as a CSS data URL: only the mask's alpha counts, so the stroke is black. */
export function iconDataUrl(name) {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${ICONS[name]}.svg`), 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*class="[^"]*"/, '')
    .replace(/currentColor/g, 'black')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .replace(/ >/g, '>')
    .replace(/ ?\/>/g, '/>')
    .trim();
  const encoded = svg.replace(/"/g, "'").replace(/[<>#%]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${encoded}")`;
}

const HEADER = '/* Written by `npm run icons` from lucide-static (ISC); do not edit. */\n';

export function iconCss(name) {
  return `${HEADER}.loan-icon--${name} {\n  --loan-icon-image: ${iconDataUrl(name)};\n}\n`;
}

export function iconComponent(name) {
  const component = componentName(name);
  return (
    `${HEADER.replace('/*', '//').replace(' */', '')}` +
    `import { createIcon } from '../create-icon';\nimport './${name}.css';\n\n` +
    `/** Lucide's \`${ICONS[name]}\`. */\n` +
    `export const ${component} = /* @__PURE__ */ createIcon('${name}', '${component}');\n`
  );
}

export function iconIndex() {
  return (
    `${HEADER.replace('/*', '//').replace(' */', '')}` +
    Object.keys(ICONS)
      .map((name) => `export { ${componentName(name)} } from './${name}';\n`)
      .join('')
  );
}
