import { render, screen } from '@testing-library/react';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentName, ICONS, iconCss } from '@loan-webview/tooling/icons';
import * as icons from './index';

const names = Object.keys(ICONS as Record<string, string>);
const here = dirname(fileURLToPath(import.meta.url));

describe('Icon', () => {
  it('is decoration by default, hidden from screen readers, in the text colour', () => {
    const { container } = render(<icons.CallIcon className="extra" />);
    const icon = container.firstElementChild!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveClass('loan-icon', 'loan-icon--call', 'extra');
  });

  it('with a label it is an image with that name', () => {
    render(<icons.CopyIcon label="Copy" />);
    expect(screen.getByRole('img', { name: 'Copy' })).toHaveClass('loan-icon--copy');
  });

  it.each(names)('%s is exported and its CSS is still what lucide draws (npm run icons)', (name) => {
    expect(icons).toHaveProperty(componentName(name));
    const css = readFileSync(join(here, 'icons', `${name}.css`), 'utf8');
    expect(css).toBe(iconCss(name));
  });

  // Each icon is a subpath of its own (`@loan-webview/kit/icons/call`): esbuild keeps the CSS of every module a
  // barrel re-exports, so importing from the set would carry all of them.
  it('a bundle carries only the icons it imports', async () => {
    const result = await build({
      stdin: {
        contents: "import { CallIcon } from './icons/call'; console.log(CallIcon);",
        resolveDir: here,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      outdir: 'out',
      external: ['react', 'react/jsx-runtime'],
      logLevel: 'silent',
    });
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!.text;
    expect(css).toContain('.loan-icon--call');
    expect(css).toContain('.loan-icon {');
    for (const other of names.filter((name) => name !== 'call')) expect(css).not.toContain(`.loan-icon--${other} `);
  });
});
