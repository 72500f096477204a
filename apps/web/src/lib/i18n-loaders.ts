/**
 * The lazily loaded half of src/lib/i18n.ts: where every non-English language and every feature's
 * strings come from. Kept out of the first-load bundle (its loader table alone is a few kB).
 * Paths are relative to this file; Vite resolves the globs at build time, one chunk per file.
 */
import { DEFAULT_LANG, type Lang } from '@adc/messages/types';
import { englishBase, featureNamespace, fileLang, tree, type LocaleModule } from './i18n-english';

type Loader = () => Promise<LocaleModule>;

const serverLazy = import.meta.glob<LocaleModule>([
  '../../../../packages/messages/src/locales/*.ts',
  '!../../../../packages/messages/src/locales/en.ts',
  '!../../../../packages/messages/src/locales/*.test.ts',
]);
const uiLazy = import.meta.glob<LocaleModule>([
  '../../../../packages/messages/src/ui/*.ts',
  '!../../../../packages/messages/src/ui/en.ts',
  '!../../../../packages/messages/src/ui/index.ts',
  '!../../../../packages/messages/src/ui/types.ts',
  '!../../../../packages/messages/src/ui/*.test.ts',
]);
const featuresLazy = import.meta.glob<LocaleModule>([
  '../../../../packages/messages/src/ui/features/*/*.ts',
  '!../../../../packages/messages/src/ui/features/*/index.ts',
  '!../../../../packages/messages/src/ui/features/*/*.test.ts',
]);

const byLang = (loaders: Record<string, Loader>, lang: Lang) =>
  Object.entries(loaders).filter(([path]) => fileLang(path) === lang);
const loadAll = (entries: [string, Loader][]) =>
  Promise.all(entries.map(async ([path, load]) => [path, await load()] as [string, LocaleModule]));

/** Server + shared UI strings of a language. */
export async function fetchBase(lang: Lang): Promise<Record<string, unknown>> {
  if (lang === DEFAULT_LANG) return englishBase;
  const [server, ui] = await Promise.all([
    loadAll(byLang(serverLazy, lang)),
    loadAll(byLang(uiLazy, lang)),
  ]);
  return { ...tree(server, lang, false), ...tree(ui, lang, false) };
}

/** Every feature's strings of a language, under their namespaces (`ad_center`, `wallet`, …). */
export async function fetchFeatures(lang: Lang): Promise<Record<string, unknown>> {
  return tree(await loadAll(byLang(featuresLazy, lang)), lang, true);
}

export { featureNamespace };
