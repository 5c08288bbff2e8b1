/** The manifest's records: each file's bytes, gzip bytes and hash, and each page's totals and classes. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function describeFile(folder, file) {
  const bytes = await readFile(path.join(folder, file));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, hash };
}

/** The manifest's record of one built page folder. */
export async function describePage({
  page,
  routePath,
  folder,
  styles,
  files,
  initialFiles,
  contentFiles = initialFiles,
  fieldFigures = [],
  translationLanguages = {},
  extra = {},
}) {
  const described = await Promise.all(files.map((file) => describeFile(folder, file)));
  const sum = (key, filter = () => true) => described.filter((f) => filter(f.file)).reduce((n, f) => n + f[key], 0);
  const isFieldFigures = (file) => fieldFigures.includes(file);
  // A borrower reads one language: the page's JS counts the strings of the largest one, not of every one.
  const languages = [...new Set(Object.values(translationLanguages))];
  const largest = (key) =>
    Math.max(0, ...languages.map((language) => sum(key, (file) => translationLanguages[file] === language)));
  const isPageJs = (file) => file.endsWith('.js') && !isFieldFigures(file) && !(file in translationLanguages);
  const hash = createHash('sha256');
  for (const file of described) hash.update(`${file.file}:${file.hash}\n`);
  return {
    route: page.route,
    entry: `entries/${page.name}`,
    path: routePath,
    url: routePath === '/' ? '/' : `${routePath}/`,
    ...extra,
    files: described,
    // All the JS a borrower may fetch on this page, in one language; the field figures, off unless configured,
    // are counted apart.
    js: { bytes: sum('bytes', isPageJs) + largest('bytes'), gzip: sum('gzip', isPageJs) + largest('gzip') },
    fieldFiguresJs: { bytes: sum('bytes', isFieldFigures), gzip: sum('gzip', isFieldFigures) },
    initialJs: {
      bytes: sum('bytes', (f) => initialFiles.includes(f)),
      gzip: sum('gzip', (f) => initialFiles.includes(f)),
    },
    // What the borrower waits for before the page can show its data: the initial JS and the chunks preloaded with
    // it (the content, the configuration); dialogs, other languages and the field figures come later or never.
    contentJs: {
      bytes: sum('bytes', (f) => contentFiles.includes(f)),
      gzip: sum('gzip', (f) => contentFiles.includes(f)),
    },
    css: { inline: true, bytes: Buffer.byteLength(styles), gzip: gzipSync(styles, { level: 9 }).length },
    bytes: sum('bytes'),
    gzip: sum('gzip'),
    hash: hash.digest('hex').slice(0, 16),
  };
}
