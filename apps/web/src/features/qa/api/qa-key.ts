/**
 * The QA key (X-QA-Key) the console sends: asked once, kept in sessionStorage (this tab only), and
 * forgotten when the server refuses it (HTTP 403), so the console asks again.
 */
const STORAGE_KEY = 'adc_qa_key';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: string | null = readStored();
/** True once the server refused the key that was stored (the gate says so). */
let rejected = false;

function emit(): void {
  for (const listener of listeners) listener();
}

export interface QaKeyState {
  key: string | null;
  rejected: boolean;
}

let snapshot: QaKeyState = { key: current, rejected };

function update(key: string | null, wasRejected: boolean): void {
  current = key;
  rejected = wasRejected;
  snapshot = { key, rejected };
  try {
    if (key === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // storage unavailable: the key lives in memory for this page
  }
  emit();
}

export const qaKeyStore = {
  get: (): string | null => current,
  snapshot: (): QaKeyState => snapshot,
  set: (key: string): void => update(key.trim(), false),
  forget: (): void => update(null, false),
  /** The server answered 403 to `sentKey`: forget it (unless another key was entered since). */
  reject: (sentKey: string | null): void => {
    if (sentKey !== null && sentKey === current) update(null, true);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
