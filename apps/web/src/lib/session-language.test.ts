import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { stubApi, testQueryClient } from '@/test/render';
import { changeLanguage, i18n, pickLanguage } from './i18n';
import { resourceKeys } from './resources';
import { sessionLanguage, settleSessionLanguage } from './session-language';
import { LANG_PICKED_KEY, storage } from './storage';

const USER = { id: 7, username: 'walker', lang: 'en', entry: 'register' } as UserInfo;

/** The API's answer to POST /user/info/edit: the user with the body's changes. */
const edited = (lang: string) => ({ ...USER, lang });

/** The bodies of the POST /user/info/edit calls a fetch mock saw. */
function edits(fetchMock: ReturnType<typeof vi.fn>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/api/user/info/edit'))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
  window.localStorage.clear();
});

describe('the rule (sessionLanguage)', () => {
  it('a language picked on this device is saved to the account, unless it is the account’s', () => {
    expect(sessionLanguage({ lang: 'de', picked: true }, 'en')).toEqual({
      action: 'save',
      lang: 'de',
    });
    expect(sessionLanguage({ lang: 'de', picked: true }, 'de')).toEqual({ action: 'keep' });
    expect(sessionLanguage({ lang: 'de', picked: true }, null)).toEqual({
      action: 'save',
      lang: 'de',
    });
  });

  it('a detected language (or none stored) gives way to the account’s', () => {
    expect(sessionLanguage({ lang: 'de', picked: false }, 'en')).toEqual({
      action: 'adopt',
      lang: 'en',
    });
    expect(sessionLanguage({ lang: 'en', picked: false }, 'en')).toEqual({
      action: 'adopt',
      lang: 'en',
    });
    expect(sessionLanguage(null, 'fr')).toEqual({ action: 'adopt', lang: 'fr' });
    expect(sessionLanguage({ lang: 'de', picked: false }, null)).toEqual({ action: 'keep' });
  });
});

describe('how the stored language says it was picked', () => {
  it('reads the format earlier clients stored (a bare lang) as detected', () => {
    expect(storage.getLangChoice()).toBeNull();
    window.localStorage.setItem('lang', 'de');
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });
    expect(storage.getLang()).toBe('de');
    window.localStorage.setItem('lang', 'klingon');
    expect(storage.getLangChoice()).toBeNull();
  });

  it('a pick marks lang (still a bare code); any other switch, or another lang, unmarks it', async () => {
    await pickLanguage('fr');
    expect(window.localStorage.getItem('lang')).toBe('fr');
    expect(window.localStorage.getItem(LANG_PICKED_KEY)).toBe('fr');
    expect(storage.getLangChoice()).toEqual({ lang: 'fr', picked: true });

    // A language written by something else (an older client's tab): no longer the pick.
    window.localStorage.setItem('lang', 'de');
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });

    await pickLanguage('de'); // the language already shown, picked: marked too
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: true });
    await changeLanguage('ru'); // e.g. a 402 answer switching to the account's language
    expect(storage.getLangChoice()).toEqual({ lang: 'ru', picked: false });
    expect(window.localStorage.getItem(LANG_PICKED_KEY)).toBeNull();
  });
});

describe('a session starts (settleSessionLanguage)', () => {
  it('picked on this device: saved to the account (cache and fb_userInfo follow), the app keeps it', async () => {
    const fetchMock = stubApi({ '/api/user/info/edit': edited('de') });
    await pickLanguage('de');
    storage.setSession('token-1', USER);
    const queryClient = testQueryClient();
    await settleSessionLanguage(queryClient, USER);
    expect(edits(fetchMock)).toEqual([{ lang: 'de' }]);
    expect(storage.getUserInfo()?.lang).toBe('de');
    expect(queryClient.getQueryData<UserInfo>(resourceKeys.userInfo)?.lang).toBe('de');
    expect(i18n.language).toBe('de');
    // Spent: the next sign-in on this device (another person's) adopts that account's language.
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });
    const fetchMock2 = stubApi();
    storage.setSession('token-2', USER);
    await settleSessionLanguage(testQueryClient(), USER);
    expect(edits(fetchMock2)).toEqual([]);
    expect(i18n.language).toBe('en');
  });

  it('picked and already the account’s: no call', async () => {
    const fetchMock = stubApi();
    await pickLanguage('de');
    await settleSessionLanguage(testQueryClient(), edited('de') as UserInfo);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(i18n.language).toBe('de');
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });
  });

  it('detected (or stored by an earlier client): the app adopts the account’s, nothing is saved', async () => {
    const fetchMock = stubApi();
    await changeLanguage('de'); // what the server's detection does on a first visit
    expect(storage.getLangChoice()).toEqual({ lang: 'de', picked: false });
    await settleSessionLanguage(testQueryClient(), USER);
    expect(edits(fetchMock)).toEqual([]);
    expect(i18n.language).toBe('en');
    expect(storage.getLangChoice()).toEqual({ lang: 'en', picked: false });
  });

  it('a save that fails: the account keeps its language, and the app takes it too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 500, msg: 'Server error', data: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await pickLanguage('de');
    storage.setSession('token-1', USER);
    await settleSessionLanguage(testQueryClient(), USER);
    expect(i18n.language).toBe('en');
    expect(storage.getUserInfo()?.lang).toBe('en');
    expect(warn).toHaveBeenCalled(); // the API layer's toast (headless: a warning)
  });
});
