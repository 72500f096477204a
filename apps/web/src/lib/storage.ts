/**
 * The browser storage of the spec (section 3), and one marker of ours:
 *   fb_token        the session token (string)
 *   fb_userInfo     the signed-in user (JSON, UserInfo: `entry` decides the logout icon)
 *   fb_basic_config the basic config (JSON: client_language_map, customer-service link)
 *   lang            the app language code, default 'en'
 *   lang_picked     beside `lang`, which stays a bare code (as the spec and earlier clients have
 *                   it): the language the user picked while signed out (the language sheet of
 *                   /login and the other public pages). `lang` equal to it: the language shown was
 *                   chosen; else (or when absent, as earlier clients left it) it was detected or
 *                   taken from the account. The next sign-in saves it to the account and forgets
 *                   it (lib/session-language.ts).
 * Everything lives in localStorage so a hybrid-app webview keeps the session across launches.
 * Reads never throw: unreadable or malformed values count as absent.
 */
import { STORAGE_KEYS } from '@adc/contract/constants';
import type { BasicConfig, Lang, UserInfo } from '@adc/contract';
import { DEFAULT_LANG } from '@adc/messages/types';
import { isAppLang as isLang } from './language';

/** Not a spec key: marks the stored `lang` as the user's own pick (see above). */
export const LANG_PICKED_KEY = 'lang_picked';

/** The stored language, and whether the user picked it on this device (else: detected). */
export interface LangChoice {
  lang: Lang;
  picked: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // e.g. storage disabled by privacy settings
  }
}

function read(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const s = store();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the app keeps working for this page view
  }
  listeners.forEach((listener) => listener());
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Called after any write through this module (same tab). Returns the unsubscribe function. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const storage = {
  getToken: (): string | null => read(STORAGE_KEYS.token) || null,
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),

  getUserInfo: (): UserInfo | null => readJson<UserInfo>(STORAGE_KEYS.userInfo),
  setUserInfo: (info: UserInfo | null) =>
    write(STORAGE_KEYS.userInfo, info ? JSON.stringify(info) : null),

  getBasicConfig: (): BasicConfig | null => readJson<BasicConfig>(STORAGE_KEYS.basicConfig),
  setBasicConfig: (config: BasicConfig | null) =>
    write(STORAGE_KEYS.basicConfig, config ? JSON.stringify(config) : null),

  /** The stored language, or 'en' when none (or an unknown code) is stored. */
  getLang: (): Lang => {
    const lang = read(STORAGE_KEYS.lang);
    return isLang(lang) ? lang : DEFAULT_LANG;
  },
  /** True when the user (or a server answer) has chosen a language before. */
  hasLang: (): boolean => isLang(read(STORAGE_KEYS.lang)),
  /**
   * The stored language and how it came: picked when `lang_picked` names it. A bare `lang` (all
   * an earlier client stored) counts as detected. Null when no language is stored.
   */
  getLangChoice: (): LangChoice | null => {
    const lang = read(STORAGE_KEYS.lang);
    return isLang(lang) ? { lang, picked: read(LANG_PICKED_KEY) === lang } : null;
  },
  /** Stores the language shown: `picked` when the user chose it, else (detected) not marked. */
  setLang: (lang: Lang, { picked = false }: { picked?: boolean } = {}) => {
    write(STORAGE_KEYS.lang, lang);
    if (picked) write(LANG_PICKED_KEY, lang);
    else storage.forgetLangPick();
  },
  /** The stored language is no longer a pick (a sign-in has spent it). */
  forgetLangPick: () => {
    if (read(LANG_PICKED_KEY) !== null) write(LANG_PICKED_KEY, null);
  },

  /** Stores a fresh session (login, register, opening store, entry with ?token=). */
  setSession: (token: string, userInfo?: UserInfo | null) => {
    write(STORAGE_KEYS.token, token);
    if (userInfo !== undefined)
      write(STORAGE_KEYS.userInfo, userInfo ? JSON.stringify(userInfo) : null);
  },
  /** Logout / expired session: clears fb_token and fb_userInfo (the language and config stay). */
  clearSession: () => {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.userInfo, null);
  },
};
