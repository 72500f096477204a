import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@adc/contract';
import { storage } from './storage';

describe('storage (spec section 3)', () => {
  it('uses exactly fb_token, fb_userInfo (JSON), fb_basic_config (JSON) and lang', () => {
    storage.setSession('t1', { username: 'demo', entry: 'register' } as UserInfo);
    storage.setLang('de');
    expect(window.localStorage.getItem('fb_token')).toBe('t1');
    expect(JSON.parse(window.localStorage.getItem('fb_userInfo') ?? 'null')).toMatchObject({
      entry: 'register',
    });
    expect(window.localStorage.getItem('lang')).toBe('de');
    expect(Object.keys(window.localStorage).sort()).toEqual(['fb_token', 'fb_userInfo', 'lang']);
  });

  it('defaults lang to en and ignores malformed JSON', () => {
    expect(storage.getLang()).toBe('en');
    window.localStorage.setItem('lang', 'klingon');
    expect(storage.getLang()).toBe('en');
    window.localStorage.setItem('fb_userInfo', '{oops');
    expect(storage.getUserInfo()).toBeNull();
  });

  it('logout clears fb_token and fb_userInfo only', () => {
    storage.setSession('t1', { username: 'demo' } as UserInfo);
    storage.setLang('fr');
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getLang()).toBe('fr');
  });
});
