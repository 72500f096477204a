/**
 * The language of a fresh session (sign-in, registration, opening an account): the one place
 * where the app's language and the account's stored `lang` are made the same.
 *
 * Before signing in, the app speaks the language detected from the browser (or kept from the last
 * session), or the one the user picked while signed out (the language sheet of /login and the other
 * public pages). The account has its own `lang`: the profile shows it and the server writes the
 * user's texts in it (notifications, product texts: API.md). At the start of a session:
 *   - a language the user picked is their choice for this sign-in: it is saved to the account
 *     (POST /user/info/edit, as the profile does) and stays;
 *   - any other gives way to the account's, which the app adopts.
 * A failed save leaves the account's language as it was, so the app adopts it too: the profile
 * and the app never disagree (the failure was toasted by the API layer). Either way the pick is
 * spent: the next sign-in on this device (another person's, on a shared phone) adopts its own
 * account's language. Signed in, a change of language is saved to the account at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Lang, UserInfo } from '@adc/contract';
import { api } from './api';
import { changeLanguage } from './i18n';
import { isAppLang } from './language';
import { setUserInfo } from './resources';
import { storage, type LangChoice } from './storage';

export type SessionLanguage =
  /** The device's pick becomes the account's language. */
  | { action: 'save'; lang: Lang }
  /** The app takes the account's language. */
  | { action: 'adopt'; lang: Lang }
  /** Nothing to do: the pick is the account's language already (or the account names none). */
  | { action: 'keep' };

/**
 * The rule: what a session does, given the language stored on this device (`choice`, null when
 * none is) and the account's (`account`, null when it is not an app language).
 */
export function sessionLanguage(choice: LangChoice | null, account: Lang | null): SessionLanguage {
  if (choice?.picked)
    return choice.lang === account ? { action: 'keep' } : { action: 'save', lang: choice.lang };
  return account ? { action: 'adopt', lang: account } : { action: 'keep' };
}

/**
 * Applies the rule to the session just stored (its token sends the save): the app's language and
 * the account's (the cache and fb_userInfo, which the profile reads) agree once it resolves.
 * Never rejects: a language that cannot load (offline) leaves the app as it was.
 */
export async function settleSessionLanguage(
  queryClient: QueryClient,
  user: UserInfo,
): Promise<void> {
  const account = isAppLang(user.lang) ? user.lang : null;
  const rule = sessionLanguage(storage.getLangChoice(), account);
  storage.forgetLangPick();
  if (rule.action === 'keep') return;
  if (rule.action === 'save') {
    try {
      setUserInfo(queryClient, await api.user.editInfo({ body: { lang: rule.lang } }));
      return;
    } catch {
      // Toasted by the API layer. The account keeps its language: the app takes it below.
    }
  }
  if (!account) return;
  try {
    await changeLanguage(account);
  } catch (error) {
    console.error('[i18n] could not load', account, error);
  }
}
