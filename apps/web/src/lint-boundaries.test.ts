import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules of the feature boundaries, run through ESLint's Node API with this package's
 * config on small snippets at virtual paths: each rule must fire where it should (so it cannot be
 * silently off, or blind to the `@/` alias) and stay quiet on the allowed direction.
 */
const root = `${path.resolve(import.meta.dirname, '..')}/`;
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` at `filePath` (relative to apps/web). */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('feature boundaries', () => {
  it.each([
    [
      'a feature importing another through the alias',
      'src/features/plan/components/x.ts',
      `import { walletKeys } from '@/features/wallet/api/wallet-queries';\nexport const k = walletKeys;\n`,
    ],
    [
      'a feature importing another by a relative path',
      'src/features/plan/components/x.ts',
      `import { walletKeys } from '../../wallet/api/wallet-queries';\nexport const k = walletKeys;\n`,
    ],
    [
      'a feature importing the app',
      'src/features/plan/routes/x.tsx',
      `import { AppProviders } from '@/app/providers';\nexport const P = AppProviders;\n`,
    ],
    [
      'lib importing a feature',
      'src/lib/x.ts',
      `import { planKeys } from '@/features/plan/api/plan-queries';\nexport const k = planKeys;\n`,
    ],
    [
      'lib importing the app',
      'src/lib/x.ts',
      `import { router } from '../app/router';\nexport const r = router;\n`,
    ],
    [
      'a shared component importing a feature',
      'src/components/x/x.tsx',
      `import { planKeys } from '@/features/plan/api/plan-queries';\nexport const k = planKeys;\n`,
    ],
    [
      'a shared hook importing the app',
      'src/hooks/use-x.ts',
      `import { AppProviders } from '@/app/providers';\nexport const P = AppProviders;\n`,
    ],
  ])('rejects %s', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toContain(RESTRICTED);
  });

  it.each([
    [
      'a feature importing its own modules and the shared layers',
      'src/features/plan/components/x.ts',
      `import { planKeys } from '@/features/plan/api/plan-queries';\nimport { useProperty } from '@/lib/resources';\nimport { Page } from '@/components/layout';\nexport const all = [planKeys, useProperty, Page];\n`,
    ],
    [
      'the app importing features and lib',
      'src/app/x.ts',
      `import { planKeys } from '@/features/plan/api/plan-queries';\nimport { storage } from '@/lib/storage';\nexport const all = [planKeys, storage];\n`,
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await ruleIds(filePath, code)).toEqual([]);
  });
});

describe('file and folder names', () => {
  it('rejects a file name that is not kebab-case', async () => {
    expect(await ruleIds('src/lib/amountRule.ts', 'export const a = 1;\n')).toContain(
      'check-file/filename-naming-convention',
    );
  });

  it('rejects a folder name that is not kebab-case', async () => {
    expect(
      await ruleIds('src/components/InfoSheet/info-sheet.ts', 'export const a = 1;\n'),
    ).toContain('check-file/folder-naming-convention');
  });

  it('allows kebab-case names with middle extensions (tests, CSS modules)', async () => {
    expect(await ruleIds('src/lib/amount-rule.test.ts', 'export const a = 1;\n')).toEqual([]);
  });
});
