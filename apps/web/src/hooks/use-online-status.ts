import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser says it is online (navigator.onLine), re-rendering when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}

/** A fetch that never reached the server (offline, DNS, connection dropped): not an answer. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
