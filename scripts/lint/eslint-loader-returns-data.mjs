/**
 * ESLint rule `pages/loader-returns-data` (issue 29.3, read from the syntax tree since issue 60.3): the loader a
 * page gives `useResource` returns its data and writes no view state. A `set…(` call inside it, named or inline
 * or wrapped in `useCallback`, is reported: state a loader writes is written again by a late answer the hook drops.
 */

/** The variable `name` is bound to, from `scope` outwards. */
function variableOf(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/** The function a loader argument stands for: itself, what its name is bound to, what `useCallback` wraps. */
function loaderFunction(argument, scope) {
  let node = argument;
  if (node?.type === 'Identifier') {
    const definition = variableOf(scope, node.name)?.defs[0];
    node = definition?.type === 'FunctionName' ? definition.node : definition?.node.init;
  }
  if (node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'useCallback') {
    node = node.arguments[0];
  }
  return /Function/.test(node?.type ?? '') ? node : undefined;
}

/** Every `set…(` call under `node`. */
function stateWrites(node, found = []) {
  if (!node || typeof node.type !== 'string') return found;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && /^set[A-Z]/.test(node.callee.name)) {
    found.push(node);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object') stateWrites(child, found);
    }
  }
  return found;
}

export const loaderReturnsData = {
  meta: {
    type: 'problem',
    docs: { description: "A page's loader returns data and writes no view state" },
    messages: { write: 'The loader given to useResource writes view state ({{name}}): return the data instead.' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'useResource') return;
        const loader = loaderFunction(node.arguments[0], context.sourceCode.getScope(node));
        for (const write of stateWrites(loader?.body)) {
          context.report({ node: write, messageId: 'write', data: { name: write.callee.name } });
        }
      },
    };
  },
};

export const pagesPlugin = { rules: { 'loader-returns-data': loaderReturnsData } };
