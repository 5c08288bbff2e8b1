import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * The kit's type declarations, one per source file as the TypeScript compiler writes them (5 s; tsup bundling them
 * per entry took 32 s of the kit's 36 s build, ADR 0091). Three things make the tree a package's:
 * - side-effect imports (the components' CSS) go: they declare nothing;
 * - every relative specifier names its file (`./x.js`, `./x/index.js`): the sources import without extensions,
 *   which node16 and nodenext resolution would not follow;
 * - each `.d.ts` has a `.d.cts` twin whose specifiers end in `.cjs`, for the `require` condition;
 * - an entry whose source lives elsewhere (`ui/Button/index` is `ui/components/Button/index`) gets a file where
 *   package.json points, re-exporting it.
 */
export async function emitDeclarations(entries: Record<string, string>, outDir = 'dist'): Promise<void> {
  const config = ts.getParsedCommandLineOfConfigFile(
    'tsconfig.build.json',
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  const rootDir = path.resolve(config.options.rootDir ?? 'src');
  const program = ts.createProgram(config.fileNames, {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir: path.resolve(outDir),
  });

  const writes: Promise<void>[] = [];
  const emit = (file: string, text: string) => {
    writes.push(
      mkdir(path.dirname(file), { recursive: true }).then(async () => {
        await writeFile(file, text);
        await writeFile(file.replace(/\.d\.ts$/, '.d.cts'), toCommonJs(text));
      }),
    );
  };
  const result = program.emit(
    undefined,
    (file, text) => {
      const source = path.join(rootDir, path.relative(path.resolve(outDir), file)).replace(/\.d\.ts$/, '');
      emit(file, withFileSpecifiers(text.replace(SIDE_EFFECT_IMPORT, ''), path.dirname(source)));
    },
    undefined,
    true,
  );
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length)
    throw new Error(
      ts.formatDiagnostics(errors, { ...ts.sys, getCanonicalFileName: (f) => f, getNewLine: () => '\n' }),
    );

  for (const [name, source] of Object.entries(entries)) {
    const emitted = path.join(outDir, path.relative(rootDir, path.resolve(source))).replace(/\.tsx?$/, '');
    const wanted = path.join(outDir, name);
    if (emitted === wanted) continue;
    const specifier = path.relative(path.dirname(wanted), emitted);
    emit(`${wanted}.d.ts`, `export * from '${specifier.startsWith('.') ? '' : './'}${specifier}.js';\n`);
  }
  await Promise.all(writes);
}

/** `import './Button.css';`: kept by the compiler, it declares nothing and would ask a consumer for CSS types. */
const SIDE_EFFECT_IMPORT = /^import\s*(['"])[^'"]*\1;?\n/gm;
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])(\.\.?(?:\/[^'"]*)?)\2/g;

/** Gives each relative specifier its file, as the source next to `sourceDir` resolves it. */
function withFileSpecifiers(text: string, sourceDir: string): string {
  return text.replace(RELATIVE_SPECIFIER, (_, lead: string, quote: string, specifier: string) => {
    const target = path.join(sourceDir, specifier);
    const isFile = ['.ts', '.tsx'].some((extension) => existsSync(`${target}${extension}`));
    const isFolder = ['index.ts', 'index.tsx'].some((index) => existsSync(path.join(target, index)));
    if (!isFile && !isFolder) throw new Error(`${specifier} from ${sourceDir} names no source file`);
    const resolved = isFile ? `${specifier}.js` : `${specifier.replace(/\/$/, '')}/index.js`;
    return `${lead}${quote}${resolved}${quote}`;
  });
}

/** The `.d.cts` twin: the same declarations, reaching the `.cjs` side of each file. */
const toCommonJs = (text: string) =>
  text.replace(
    RELATIVE_SPECIFIER,
    (_, lead: string, quote: string, specifier: string) =>
      `${lead}${quote}${specifier.replace(/\.js$/, '.cjs')}${quote}`,
  );
