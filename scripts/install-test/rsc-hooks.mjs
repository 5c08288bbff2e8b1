import * as esbuild from 'esbuild';

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || !USE_CLIENT.test(String(result.source))) return result;
  const built = await esbuild.build({
    stdin: { contents: String(result.source), sourcefile: url, loader: 'js' },
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
  });
  const { exports } = Object.values(built.metafile.outputs)[0];
  const reference = (name) =>
    `Object.defineProperties(function () { throw new Error('client reference ${name} called on the server'); }, ` +
    `{ $$typeof: { value: Symbol.for('react.client.reference') }, $$id: { value: ${JSON.stringify(`${url}#${name}`)} } })`;
  const source = exports
    .map((name) =>
      name === 'default' ? `export default ${reference(name)};` : `export const ${name} = ${reference(name)};`,
    )
    .join('\n');
  return { format: 'module', source, shortCircuit: true };
}
