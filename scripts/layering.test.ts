// @vitest-environment node
/**
 * The layering rules of eslint.config.js bite: each import below takes a forbidden direction and must be
 * reported, and the allowed ones must not be.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return result.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

describe('import layering', () => {
  it.each([
    ['packages/kit/src/api/example.ts', "import { x } from '../toast/toast';"],
    ['packages/kit/src/api/endpoints/example.ts', "import { x } from '../../ui/components/Button';"],
    ['packages/kit/src/api/request.ts', "import { x } from '../bridge/bridge';"],
    ['packages/kit/src/format/example.ts', "import { x } from '../api/request';"],
    ['packages/kit/src/format/example.ts', "import { x } from '../routes/navigation';"],
    ['packages/kit/src/ui/components/Example/Example.tsx', "import { x } from '../../../routes/navigation';"],
    ['packages/kit/src/ui/components/Example/Example.tsx', "import { x } from '../../../api/request';"],
    ['packages/kit/src/ui/components/Example/Example.tsx', "import { x } from '@loan-webview/pages/shell';"],
    ['packages/kit/src/session/example.ts', "import { x } from '@loan-webview/mock-backend';"],
    ['packages/pages/src/example/ExamplePage.tsx', "import { x } from '@loan-webview/kit/src/api/request';"],
    ['entries/example/index.tsx', "import { x } from '../../packages/pages/src/shell';"],
    // Upward arrows out of the packages, tests and build config included (issue 49.3).
    ['packages/kit/tsup.config.ts', "import { x } from '../../scripts/lib/browsers.mjs';"],
    [
      'packages/kit/src/ui/components/Icon/Icon.test.tsx',
      "import { x } from '../../../../../../scripts/lib/icons.mjs';",
    ],
  ])('%s may not %s', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'packages/kit/src/ui/components/Example/Example.tsx',
      "import type { x } from '../../../api/endpoints/loan-details';",
    ],
    ['packages/kit/src/ui/components/Example/Example.tsx', "import { x } from '../../../toast/toast';"],
    ['packages/kit/src/i18n/example.ts', "import { x } from './messages/ui';"],
    ['packages/kit/src/routes/example.ts', "import { x } from '../toast/toast';"],
    ['packages/pages/src/example/ExamplePage.tsx', "import { x } from '@loan-webview/kit/api';"],
    ['entries/example/index.tsx', "import { x } from '@loan-webview/pages/shell';"],
  ])('%s may %s', async (file, code) => {
    expect(await restricted(file, code)).toEqual([]);
  });
});
