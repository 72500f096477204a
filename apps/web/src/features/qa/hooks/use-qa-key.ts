import { useSyncExternalStore } from 'react';
import { qaKeyStore, type QaKeyState } from '../api/qa-key';

/** The stored QA key and whether the server refused the last one. */
export function useQaKey(): QaKeyState {
  return useSyncExternalStore(qaKeyStore.subscribe, qaKeyStore.snapshot, qaKeyStore.snapshot);
}
