/**
 * i18n: one i18next instance. Per language, the resource (default namespace) is the merge of
 *   - the server catalogue of @adc/messages (top-level `code`, `error`, `validation`, `success`),
 *   - the shared UI catalogue @adc/messages/ui (`titles`, `common`, `header`, `auth`, …),
 *   - every feature's UI strings (packages/messages/src/ui/features/<feature>/<lang>.ts), under the
 *     feature's namespace (`ad_center`, `wallet`, … — the folder name with `_` for `-`),
 * i.e. exactly `{ ...catalogue[lang], ...uiCatalogue[lang] }` (a unit test keeps them equal).
 * Keys are typed (see `declare module` below): `t('error.coupon_used')`, `t('titles.login')`.
 *
 * English server + shared UI strings are bundled; every other language loads on demand
 * (`loadLanguage`), and the feature strings (all features, current language + English fallback)
 * load with the first feature page (`loadFeatureMessages`, called by the route table), so the
 * sign-in pages never download them. Everything comes from the per-locale modules the aggregates
 * are built from: importing `catalogue` / `uiCatalogue` themselves would ship all 12 languages
 * to every visitor. New feature folders are picked up automatically.
 *
 * The language lives in storage under `lang` (default 'en'); `changeLanguage` loads it, updates
 * storage, <html lang> and every `useTranslation()` consumer; `pickLanguage` does so for a
 * language the user chose, and storage remembers that it was chosen (`lang_picked`).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANG,
  LANGS,
  type Lang,
  type MessageKey,
  type Messages,
} from '@adc/messages/types';
import type { UiCatalogueEntry, UiKey } from '@adc/messages/ui';
import { englishBase } from './i18n-english';
import { HTML_LANG, isAppLang, resolveLanguage } from './language';
import { storage } from './storage';

/** The merged tree of one language. UI and server top-level keys are disjoint (checked below). */
export type AppMessages = Messages & UiCatalogueEntry;
/** Any translation key of the app (server or UI). */
export type TranslationKey = MessageKey | UiKey;

// Compile-time guard: a UI top-level key must never shadow a server one.
type Overlap = keyof Messages & keyof UiCatalogueEntry;
const noOverlap: [Overlap] extends [never] ? true : Overlap = true;
void noOverlap;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppMessages };
  }
}

// ---- messages ---------------------------------------------------------------------------------

const englishMessages = englishBase as AppMessages;
const loaders = () => import('./i18n-loaders');

/** All messages of one language, as one tree (what i18next holds once everything is loaded). */
export async function fetchMessages(lang: Lang): Promise<AppMessages> {
  const { fetchBase, fetchFeatures } = await loaders();
  const [base, features] = await Promise.all([fetchBase(lang), fetchFeatures(lang)]);
  return { ...base, ...features } as AppMessages;
}

// ---- the instance ----------------------------------------------------------------------------

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANG]: { translation: englishMessages } },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  partialBundledLanguages: true,
  initAsync: false, // English is bundled: translated on the first paint
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

function syncDocumentLang(lang: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = isAppLang(lang) ? HTML_LANG[lang] : lang;
}

/** Set while a first visit shows the browser's language before the server confirms it. */
let provisional = false;
/** The language the user is picking (null: none): stored marked as picked, not as detected. */
let picking: Lang | null = null;

/** Stores the language shown, unless a first visit only shows the browser's for now. */
function rememberLanguage(lang: string): void {
  if (isAppLang(lang) && !provisional) storage.setLang(lang, { picked: lang === picking });
}

syncDocumentLang(i18n.language);
i18n.on('languageChanged', (lang) => {
  rememberLanguage(lang);
  syncDocumentLang(lang);
});

const baseLoads = new Map<Lang, Promise<void>>([[DEFAULT_LANG, Promise.resolve()]]);
const featureLoads = new Map<Lang, Promise<void>>();
/** Set once a feature page asked for feature strings: later language switches load them too. */
let featuresWanted = false;

function once(
  cache: Map<Lang, Promise<void>>,
  lang: Lang,
  load: () => Promise<void>,
): Promise<void> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = load();
    cache.set(lang, pending);
    pending.catch(() => cache.delete(lang)); // a failed chunk may be retried
  }
  return pending;
}

/** Makes a language's server + shared UI messages available (no-op when already loaded). */
export function loadLanguage(lang: Lang): Promise<void> {
  return once(baseLoads, lang, async () => {
    const { fetchBase } = await loaders();
    i18n.addResourceBundle(lang, 'translation', await fetchBase(lang), true, true);
  });
}

/**
 * Feature strings (`ad_center.*`, `wallet.*`, …) for the current language and the English
 * fallback. The route table awaits this with every feature page's chunk.
 */
export async function loadFeatureMessages(lang: Lang = currentLang()): Promise<void> {
  featuresWanted = true;
  const langs: Lang[] = lang === DEFAULT_LANG ? [lang] : [lang, DEFAULT_LANG];
  await Promise.all(
    langs.map((each: Lang) =>
      once(featureLoads, each, async () => {
        const { fetchFeatures } = await loaders();
        i18n.addResourceBundle(each, 'translation', await fetchFeatures(each), true, true);
      }),
    ),
  );
}

/** The language a switch is loading the messages of (null: none). */
let switchingTo: Lang | null = null;

/**
 * The language of the API's messages (Accept-Language): the one shown, or the one a switch is
 * loading. The first page's calls start before a stored language has loaded (the router's loaders
 * run as the app's modules load, e.g. the wallet's balances): their messages (a failure's toast)
 * must come in the language the page will show, not in English.
 */
export function requestLang(): Lang {
  return switchingTo ?? currentLang();
}

/**
 * Switches the app language (storage `lang`, <html lang>, every translated view). `picked`: the
 * user chose it while signed out (a language sheet), which the next sign-in saves to the account
 * (lib/session-language.ts); otherwise (detection, the account's language, a change saved to the
 * account) it is stored unmarked.
 */
export async function changeLanguage(
  lang: Lang,
  { picked = false }: { picked?: boolean } = {},
): Promise<void> {
  if (picked) picking = lang;
  try {
    if (lang === i18n.language) {
      // Already shown (a first visit's detection confirms the language on screen): stored, and no
      // view renders again (i18next tells every translated view of a switch, even to the same one).
      rememberLanguage(lang);
      return;
    }
    switchingTo = lang;
    await Promise.all([loadLanguage(lang), featuresWanted ? loadFeatureMessages(lang) : undefined]);
    // A feature page may have asked for its strings meanwhile (in the old language): load the new
    // language's too before switching, or that page would show half in English.
    if (featuresWanted) await loadFeatureMessages(lang);
    await i18n.changeLanguage(lang);
  } finally {
    if (switchingTo === lang) switchingTo = null;
    if (picking === lang) picking = null;
  }
}

/** The user picks a language while signed out (a language sheet): `changeLanguage`, marked. */
export const pickLanguage = (lang: Lang): Promise<void> => changeLanguage(lang, { picked: true });

/** Primary subtags whose app code differs from the tag (the rest are app codes as they are). */
const PRIMARY_TAG_LANG: Readonly<Record<string, Lang>> = { ja: 'jp', ko: 'kor', es: 'spa' };
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * The app language a browser prefers (navigator.languages, best first): through the basic
 * config's client_language_map when it is stored, else by primary subtag ("de-DE" → de,
 * "zh-TW" → cht, "ja" → jp). Undefined when none of them is an app language.
 */
export function browserLanguage(
  tags: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Lang | undefined {
  const map = storage.getBasicConfig()?.client_language_map;
  for (const tag of tags) {
    const mapped = resolveLanguage(tag, map);
    if (mapped) return mapped;
    const lower = tag.toLowerCase();
    if (TRADITIONAL_CHINESE.test(lower)) return 'cht';
    const primary = lower.split('-')[0] ?? '';
    const lang = PRIMARY_TAG_LANG[primary] ?? primary;
    if (isAppLang(lang)) return lang;
  }
  return undefined;
}

/**
 * Before the first render: the stored language (its chunks are fetched first; English on failure).
 * A first visit (nothing stored) starts in the browser's language, so even the loading screen of a
 * slow network speaks it; it is not stored: the server's detection (GET /auth/v2/lang, see
 * app-root.tsx) decides, and stores, the language.
 */
export async function initI18n(): Promise<void> {
  const stored = storage.hasLang();
  const lang = stored ? storage.getLang() : (browserLanguage() ?? DEFAULT_LANG);
  if (lang === DEFAULT_LANG) return;
  provisional = !stored;
  try {
    await changeLanguage(lang);
  } catch (error) {
    console.error('[i18n] could not load', lang, error);
  } finally {
    provisional = false;
  }
}

export function currentLang(): Lang {
  const lang = i18n.language;
  return isAppLang(lang) ? lang : DEFAULT_LANG;
}
