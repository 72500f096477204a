/**
 * English server + shared UI strings: the only messages in the first-load bundle (see i18n.ts).
 */
import { DEFAULT_LANG, type Lang } from '@adc/messages/types';

/** A locale module exports its tree under the language code: `export const de = { … }`. */
export type LocaleModule = Partial<Record<string, Record<string, unknown>>>;

const serverEn = import.meta.glob<LocaleModule>('../../../../packages/messages/src/locales/en.ts', {
  eager: true,
});
const uiEn = import.meta.glob<LocaleModule>('../../../../packages/messages/src/ui/en.ts', {
  eager: true,
});

export const fileLang = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
/** `…/features/ad-center/de.ts` → `ad_center` (the namespace featureCatalogues uses). */
export const featureNamespace = (path: string) => (path.split('/').at(-2) ?? '').replace(/-/g, '_');

/** Merges locale modules: flat (server, shared UI) or under each feature's namespace. */
export function tree(
  modules: [string, LocaleModule | undefined][],
  lang: Lang,
  namespaced: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, module] of modules) {
    const messages = module?.[lang] ?? {};
    if (namespaced) out[featureNamespace(path)] = messages;
    else Object.assign(out, messages);
  }
  return out;
}

export const englishBase: Record<string, unknown> = {
  ...tree(Object.entries(serverEn), DEFAULT_LANG, false),
  ...tree(Object.entries(uiEn), DEFAULT_LANG, false),
};
