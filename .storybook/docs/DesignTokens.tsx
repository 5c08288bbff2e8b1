import tokensCss from '../../packages/kit/src/ui/theme/tokens.css?raw';

interface Token {
  name: string;
  value: string;
  comment: string;
}

/** The tokens as declared in tokens.css, in order, grouped by kind: the page can never disagree with the CSS. */
export function readTokens(css: string): Record<'colour' | 'type' | 'space' | 'elevation' | 'other', Token[]> {
  const block = /:where\(:root\)\s*\{([\s\S]*?)\}/.exec(css)?.[1] ?? '';
  const groups = {
    colour: [] as Token[],
    type: [] as Token[],
    space: [] as Token[],
    elevation: [] as Token[],
    other: [] as Token[],
  };
  for (const [, name, value, comment = ''] of block.matchAll(
    /(--loan-[\w-]+):\s*([^;]+);(?:\s*\/\*\s*(.*?)\s*\*\/)?/g,
  )) {
    const token = { name, value: value.trim(), comment };
    if (name.startsWith('--loan-color-')) groups.colour.push(token);
    else if (/radius|space|touch|safe/.test(name)) groups.space.push(token);
    else if (/font/.test(name)) groups.type.push(token);
    else if (/elevation/.test(name)) groups.elevation.push(token);
    else groups.other.push(token);
  }
  return groups;
}

const cell = {
  padding: '8px 12px',
  borderBottom: '1px solid #e5e6eb',
  textAlign: 'left' as const,
  verticalAlign: 'middle',
};

function Preview({ token, kind }: { token: Token; kind: string }) {
  const value = `var(${token.name})`;
  if (kind === 'colour') {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 32,
          borderRadius: 6,
          background: value,
          border: '1px solid #d0d3d9',
        }}
      />
    );
  }
  if (/radius/.test(token.name)) {
    return (
      <span style={{ display: 'inline-block', width: 48, height: 32, borderRadius: value, background: '#d0d3d9' }} />
    );
  }
  if (kind === 'space') {
    return <span style={{ display: 'inline-block', width: value, minWidth: 2, height: 12, background: '#007f4c' }} />;
  }
  if (kind === 'type') {
    // Each size shows itself; the family shows at the body size.
    const fontSize = /size/.test(token.name) ? value : 'var(--loan-font-size)';
    return <span style={{ fontFamily: 'var(--loan-font-family)', fontSize }}>₱5,450.00 Repay</span>;
  }
  if (kind === 'elevation') {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 64,
          height: 40,
          borderRadius: 8,
          background: '#fff',
          boxShadow: value,
        }}
      />
    );
  }
  return null;
}

/** A table per kind of token: name, value as written, what it looks like (the live value, brand toolbar included). */
export function DesignTokens() {
  const groups = readTokens(tokensCss);
  return (
    <>
      {Object.entries(groups)
        .filter(([, tokens]) => tokens.length)
        .map(([kind, tokens]) => (
          <table key={kind} style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 32 }}>
            <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>{kind}</caption>
            <thead>
              <tr>
                <th style={cell}>token</th>
                <th style={cell}>default</th>
                <th style={cell}>looks like</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.name}>
                  <td style={cell}>
                    <code>{token.name}</code>
                  </td>
                  <td style={cell}>
                    <code>{token.value}</code>
                  </td>
                  <td style={cell}>
                    <Preview token={token} kind={kind} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </>
  );
}
