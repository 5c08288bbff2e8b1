// @vitest-environment node
/**
 * How a page folder is put together (issue 29.3): a folder registers each message table once. That a loader returns
 * data and writes no view state is a lint rule (scripts/lint/eslint-loader-returns-data.mjs), read from the syntax
 * tree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pagesDir = path.join(process.cwd(), 'packages/pages/src');
const folders = readdirSync(pagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const sourcesOf = (folder: string) =>
  readdirSync(path.join(pagesDir, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => ({ file: `${folder}/${file}`, source: readFileSync(path.join(pagesDir, folder, file), 'utf8') }));
const sources = folders.flatMap((folder) => sourcesOf(folder.name));

describe('page messages', () => {
  it.each(folders.map((folder) => [folder.name]))('%s registers each message table once', (folder) => {
    const registrations = sourcesOf(folder).flatMap(({ file, source }) =>
      [...source.matchAll(/registerMessages\((\w+)\)/g)].map(([, table]) => ({ file, table })),
    );
    const twice = registrations.filter(
      (entry, index) => registrations.findIndex((other) => other.table === entry.table) !== index,
    );
    expect(twice).toEqual([]);
  });
});

/** Text fields a page renders itself, `<input>` or `<textarea>`, instead of the kit's (radios, checkboxes, files are not text). */
function ownTextFields(source: string): string[] {
  return [...source.matchAll(/<(input|textarea)\b([^>]*)>/g)]
    .filter(([, tag, attributes]) => tag === 'textarea' || !/type="(radio|checkbox|file|hidden)"/.test(attributes))
    .map(([field]) => field.replace(/\s+/g, ' ').slice(0, 60));
}

describe('text fields (issue 29.4)', () => {
  it('catch a page’s own text field (the check itself)', () => {
    expect(ownTextFields('<textarea rows={3} />')).toHaveLength(1);
    expect(ownTextFields('<input\n  type="tel"\n  value={v}\n/>')).toHaveLength(1);
    expect(ownTextFields('<input type="radio" name="t" /><TextInput type="tel" />')).toEqual([]);
  });

  it.each(sources.map(({ file, source }) => [file, source]))(
    '%s: its text fields are the kit’s (TextInput, TextArea, the formatted inputs), in one look',
    (_file, source) => {
      expect(ownTextFields(source)).toEqual([]);
    },
  );
});

describe("the shell's chunk classes (shell/chunk-classes.ts)", () => {
  it('name modules that exist, and the ones started after the content are what mountPage imports late', async () => {
    const { SHELL_CHUNKS } = await import('../packages/pages/src/shell/chunk-classes');
    const declared = [...SHELL_CHUNKS.afterContent, ...SHELL_CHUNKS.fieldFigures, SHELL_CHUNKS.offlineCopy];
    for (const module of declared) expect(existsSync(path.join(pagesDir, module)), module).toBe(true);
    const mount = readFileSync(path.join(pagesDir, 'shell/mount.tsx'), 'utf8');
    for (const module of SHELL_CHUNKS.afterContent) {
      expect(mount, module).toContain(`import('./${path.basename(module, '.ts')}')`);
    }
  });
});

describe('a page defined once (issue 49.5)', () => {
  const entriesDir = path.join(process.cwd(), 'entries');
  const entryFolders = readdirSync(entriesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());

  it.each(entryFolders.map((entry) => [entry.name]))(
    'entries/%s only mounts the definition its page folder declares with definePage',
    (folder) => {
      const entry = readFileSync(path.join(entriesDir, folder, 'index.tsx'), 'utf8');
      const mounted = /export default mountPage\((\w+)\);/.exec(entry)?.[1];
      expect(mounted, 'export default mountPage(<definition>)').toBeDefined();
      expect(entry).toContain(`import { ${mounted} } from '@loan-webview/pages/${folder}';`);
      const page = readFileSync(path.join(pagesDir, folder, 'page.ts'), 'utf8');
      expect(page).toMatch(new RegExp(`export const ${mounted} = definePage\\(\\{`));
    },
  );
});
