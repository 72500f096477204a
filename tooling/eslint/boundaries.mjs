import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';

/** The shared layers of a client (bulletproof-react): they serve the features and the app. */
const SHARED_LAYERS = ['components', 'config', 'hooks', 'lib'];

const CROSS_FEATURE =
  'A feature must not import another feature: move what both need to src/lib, src/components or src/hooks (or compose the features in src/app).';
const FEATURE_TO_APP =
  'A feature must not import src/app: the app composes the features, not the other way.';
const SHARED_UPWARD =
  'src/lib, src/components, src/hooks and src/config serve the features and the app: they must not import them.';

function featureNames(srcDir) {
  return readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The client's import boundaries and file names, as lint errors:
 * - no feature imports another (one zone per folder of src/features);
 * - one way: app → features → shared layers (lib, components, hooks, config);
 * - kebab-case file and folder names under src.
 * Imports are resolved through the package's tsconfig (its `@/` alias included): an import the
 * resolver cannot place would pass unchecked, so the rules are tested on fixtures
 * (apps/web/src/lint-boundaries.test.ts).
 */
export function clientBoundaries({ root, src = 'src', tsconfig = 'tsconfig.json' }) {
  const srcDir = path.join(root, src);
  const at = (...parts) => `./${path.posix.join(src, ...parts)}`;
  const zones = [
    ...featureNames(srcDir).map((feature) => ({
      target: at('features', feature),
      from: at('features'),
      except: [`./${feature}`],
      message: CROSS_FEATURE,
    })),
    { target: at('features'), from: at('app'), message: FEATURE_TO_APP },
    ...SHARED_LAYERS.map((layer) => ({
      target: at(layer),
      from: [at('app'), at('features')],
      message: SHARED_UPWARD,
    })),
  ];
  const files = [`${src}/**/*.{ts,tsx}`];
  return [
    {
      files,
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, tsconfig) }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
        'check-file/filename-naming-convention': [
          'error',
          { [`${src}/**/*.{ts,tsx}`]: 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { [`${src}/**/`]: 'KEBAB_CASE' }],
      },
    },
  ];
}

/**
 * The server's import graph has no cycle: services are given the services they call when they are
 * built (src/services.ts), so no module needs to import back up. The rule sees value imports; the
 * server's import-graph test (src/test/import-graph.test.ts) sees type-only ones too.
 */
export function serverBoundaries({ root, src = 'src', tsconfig = 'tsconfig.json' }) {
  return [
    {
      files: [`${src}/**/*.ts`],
      plugins: { 'import-x': importX },
      settings: {
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: path.join(root, tsconfig) }),
        ],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}
