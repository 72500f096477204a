import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@adc/contract/constants';
import type { UserInfo } from '@adc/contract';
import { storage, subscribeStorage } from '@/lib/storage';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeStorage(onChange);
  // Other tabs logging in or out.
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.token ||
      event.key === STORAGE_KEYS.userInfo
    )
      onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

const readUserInfoRaw = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.userInfo);
  } catch {
    return null;
  }
};

/** The stored session (fb_token, fb_userInfo), re-rendering on login, logout and 503. */
export function useSession(): { token: string | null; userInfo: UserInfo | null } {
  const token = useSyncExternalStore(subscribe, storage.getToken, () => null);
  const userInfoRaw = useSyncExternalStore(subscribe, readUserInfoRaw, () => null);
  const userInfo = useMemo(() => (userInfoRaw ? storage.getUserInfo() : null), [userInfoRaw]);
  return { token, userInfo };
}
