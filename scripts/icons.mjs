// Writes the kit's icons from lucide-static: `npm run icons` after changing ICONS in packages/tooling/icons.mjs.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { ICONS, iconComponent, iconCss, iconIndex } from '@loan-webview/tooling/icons';

const dir = new URL('../packages/kit/src/ui/components/Icon/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) rmSync(new URL(file, dir));
for (const name of Object.keys(ICONS)) {
  writeFileSync(new URL(`${name}.css`, dir), iconCss(name));
  writeFileSync(new URL(`${name}.tsx`, dir), iconComponent(name));
}
writeFileSync(new URL('index.ts', dir), iconIndex());
console.log(`${Object.keys(ICONS).length} icons written`);
