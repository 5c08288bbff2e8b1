// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error plain ESM rule
import { loaderReturnsData } from './eslint-loader-returns-data.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('pages/loader-returns-data', loaderReturnsData, {
  valid: [
    'function load(s) { return withQuery(q, f(s)); }\nuseResource(load);',
    'useResource((signal) => fetchProblemInit({ orderId }, { signal }));',
    'const load = useCallback((signal) => fetchOrders({ signal }), []);\nuseResource(load);',
    // A setter outside the loader is the page's own business.
    'const load = (signal) => f(signal);\nsetReady(true);\nuseResource(load);',
  ],
  invalid: [
    {
      code: 'const load = useCallback((signal) => {\n  setOrder(read());\n  return fetch1({ signal });\n}, []);\nconst resource = useResource(load);',
      errors: [{ messageId: 'write', data: { name: 'setOrder' } }],
    },
    {
      code: 'useResource((signal) => { setChoice(x); return f({ signal }); });',
      errors: [{ messageId: 'write', data: { name: 'setChoice' } }],
    },
    {
      code: 'async function load(signal) { const r = await f(signal); if (r.ok) setData(r); return r; }\nuseResource(load);',
      errors: [{ messageId: 'write', data: { name: 'setData' } }],
    },
  ],
});
