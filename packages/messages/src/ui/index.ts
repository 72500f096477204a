/**
 * UI strings of the web client, in the 12 app languages. The server catalogue (`code`, `error`,
 * `validation`, `success`) lives in ../locales; the client merges both trees into one i18next
 * resource per language, so UI top-level keys must not reuse those four names.
 *
 * Adding a string: add it to en.ts (the source of truth), then to every other locale; the
 * `UiMessages` type makes a missing or extra key a compile error.
 */
import type { Lang } from '../types';
import { cht } from './cht';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { jp } from './jp';
import { kor } from './kor';
import { pt } from './pt';
import { ru } from './ru';
import { spa } from './spa';
import { th } from './th';
import { vi } from './vi';
import { zh } from './zh';
import { featureCatalogues } from './features';
import type { UiCatalogueEntry, UiKey, UiMessages } from './types';

export type { UiCatalogueEntry, UiKey, UiMessages };

const baseCatalogue: Readonly<Record<Lang, UiMessages>> = Object.freeze({
  cht,
  de,
  en,
  fr,
  jp,
  kor,
  pt,
  ru,
  spa,
  th,
  vi,
  zh,
});

function withFeatures(lang: Lang): UiCatalogueEntry {
  const features = Object.fromEntries(
    Object.entries(featureCatalogues).map(([namespace, catalogue]) => [namespace, catalogue[lang]]),
  ) as { [K in keyof typeof featureCatalogues]: (typeof featureCatalogues)[K][Lang] };
  return { ...baseCatalogue[lang], ...features };
}

/** Every language of the UI: the shared strings plus each feature's (features/<feature>/<lang>.ts). */
export const uiCatalogue: Readonly<Record<Lang, UiCatalogueEntry>> = Object.freeze(
  Object.fromEntries(
    Object.keys(baseCatalogue).map((lang) => [lang, withFeatures(lang as Lang)]),
  ) as Record<Lang, UiCatalogueEntry>,
);
