import { useCallback, useEffect, useRef } from 'react';

/**
 * The phone's back gesture closes what is open (a bottom sheet, a popup, the transaction-PIN
 * dialog) and stays on the page, as users expect of an app; so does Escape on a keyboard.
 *
 * Each open overlay pushes a history entry of its own: the same URL, react-router's state copied
 * (its `key` and `idx`: the router, `canGoBack` and the header's back button see the page's entry)
 * plus a marker. Back from such an entry lands on the entry under it: the overlays above close,
 * and that popstate stops here (a capture listener registered before the router's), so the router
 * does not treat it as a navigation (no loaders re-run, no progress bar, no scroll change).
 *
 * Closed another way (its button, Escape, the mask, a choice), an overlay takes its entry back
 * (`history.go(-n)`, once the event that closed it is over), so one back gesture then leaves the
 * page as before. When something else was pushed over it in the meantime (a navigation right
 * after the close), the entry stays behind, and stepping back onto the page's own entry from it
 * steps once more: still one gesture to leave the page. Nothing here runs without a browser.
 */

const MARKER = 'adcOverlay';

interface Entry {
  id: number;
  /** Returns false to stay open (a money call under way): its entry is then pushed again. */
  close: () => boolean | void;
  open: boolean;
}

/** Our entries above the page's, in history order (as far as this module knows). */
let entries: Entry[] = [];
/** Overlays opened while one of our steps back was under way: pushed once it has landed. */
let waiting: Entry[] = [];
/** Steps back (`history.go`) of ours whose popstate has not come yet. */
let undoPending = 0;
let nextId = 1;
let installed = false;
let syncScheduled = false;
/** The router's current location key, given at install; otherwise the last one seen here. */
let routerKey: (() => string) | undefined;
let lastKey = 'default';

function markerOf(state: unknown): number | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const value = (state as Record<string, unknown>)[MARKER];
  return typeof value === 'number' ? value : undefined;
}

/** react-router's key of a history entry ('default' when it has none, as the router says). */
function keyOf(state: unknown): string {
  if (!state || typeof state !== 'object') return 'default';
  const key = (state as { key?: unknown }).key;
  return typeof key === 'string' && key ? key : 'default';
}

const currentKey = () => routerKey?.() ?? lastKey;

function push(entry: Entry) {
  lastKey = keyOf(window.history.state);
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  window.history.pushState({ ...base, [MARKER]: entry.id }, '');
  entries.push(entry);
}

function goBack(steps: number) {
  undoPending += 1;
  window.history.go(-steps);
}

/** Takes back the entries of overlays closed another way, when they are on top of the history. */
function sync() {
  syncScheduled = false;
  if (undoPending > 0) return; // again once that step back has landed
  const top = entries.at(-1);
  if (!top || markerOf(window.history.state) !== top.id) {
    // Something else is on top (a navigation): those entries stay behind, left to onPopState.
    entries = entries.filter((entry) => entry.open);
    return;
  }
  let closed = 0;
  while (closed < entries.length && !entries[entries.length - 1 - closed]?.open) closed += 1;
  if (closed === 0) return;
  entries.splice(entries.length - closed);
  goBack(closed);
}

function scheduleSync() {
  if (syncScheduled) return;
  syncScheduled = true;
  // After the event that closed the overlay: a navigation it started pushes first (and then the
  // entry is left behind) rather than racing a step back that would undo it.
  setTimeout(sync, 0);
}

function flushWaiting() {
  const opened = waiting.filter((entry) => entry.open);
  waiting = [];
  for (const entry of opened) push(entry);
  sync();
}

function onPopState(event: PopStateEvent) {
  const state: unknown = window.history.state;
  const ours = undoPending > 0;
  if (ours) undoPending -= 1;
  const samePage = keyOf(state) === currentKey();
  lastKey = keyOf(state);
  if (!samePage) {
    // Another page (a jump of several entries): the router navigates, what was open closes.
    const open = entries.filter((entry) => entry.open);
    entries = [];
    for (const entry of open.reverse()) {
      entry.open = false;
      entry.close();
    }
    flushWaiting();
    return;
  }
  // Between entries of the same page: not a navigation for the router.
  event.stopImmediatePropagation();
  const marker = markerOf(state);
  const at = marker === undefined ? -1 : entries.findIndex((entry) => entry.id === marker);
  const above = entries.splice(at + 1);
  const stayed: Entry[] = [];
  for (const entry of above.reverse()) {
    if (!entry.open) continue;
    if (entry.close() === false) stayed.unshift(entry);
    else entry.open = false;
  }
  // An overlay that stays open keeps an entry: the next back asks it again.
  for (const entry of stayed) push(entry);
  if (!ours && above.length === 0 && marker === undefined) {
    // Back onto the page's own entry from one this module had lost (a closed overlay's left
    // behind, or one from before a reload): the gesture meant to leave the page.
    goBack(1);
    return;
  }
  flushWaiting();
}

/**
 * Escape, on a keyboard, closes the top overlay as back does (an overlay that refuses stays), so
 * a sheet or dialog can be dismissed on a desktop whatever holds the focus. Closing it this way
 * is closing it "another way": its release takes its entry back. An overlay that closes itself
 * on Escape too is closed once (its release runs once).
 */
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = [...waiting, ...entries].reverse().find((entry) => entry.open);
  if (!top) return;
  event.preventDefault();
  top.close();
}

/**
 * Listens for the back gesture and Escape. Call it before the router is created (its popstate
 * listener then comes after this one), with the router's current location key.
 */
export function installOverlayHistory(getRouterKey?: () => string) {
  if (getRouterKey) routerKey = getRouterKey;
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('keydown', onKeyDown);
}

/**
 * An overlay has opened: pushes its history entry; `close` is called when back closes it (false:
 * it stays open, and keeps an entry). Returns the release, to call when it closes another way (or
 * unmounts): its entry is taken back.
 */
export function openOverlay(close: () => boolean | void): () => void {
  installOverlayHistory();
  const entry: Entry = { id: nextId++, close, open: true };
  if (undoPending > 0) waiting.push(entry);
  else push(entry);
  return () => {
    if (!entry.open) return; // closed by back: its entry is gone already
    entry.open = false;
    if (waiting.includes(entry)) waiting = waiting.filter((other) => other !== entry);
    else scheduleSync();
  };
}

/**
 * How long after an overlay opens a tap on its mask is taken for the second tap of a double tap on
 * what opened it, and ignored: the overlay's mask is under the finger by then, so that tap closed
 * the sheet or the PIN dialog it had just opened (a flash, and nothing happened).
 */
export const GHOST_TAP_MS = 400;

/** When the latest overlay opened (performance.now()). */
let lastOpenedAt = Number.NEGATIVE_INFINITY;
let ghostGuardInstalled = false;

/**
 * Nor does that tap take the focus (the PIN boxes have it, the phone's keyboard with them): its
 * mousedown on an overlay's mask is kept from moving the focus; its click is ignored by the mask's
 * handler (useBackToClose).
 */
function installGhostTapGuard() {
  if (ghostGuardInstalled || typeof document === 'undefined') return;
  ghostGuardInstalled = true;
  document.addEventListener(
    'mousedown',
    (event) => {
      if (performance.now() - lastOpenedAt >= GHOST_TAP_MS) return;
      if (event.target instanceof Element && event.target.closest('.adm-mask'))
        event.preventDefault();
    },
    true,
  );
}

/**
 * While `open`, the back gesture calls `onClose` instead of leaving the page (see above); an
 * `onClose` that returns false keeps the overlay open (back is then ignored). Returns the mask's
 * tap handler: `onClose`, except in the overlay's first GHOST_TAP_MS. For the app's bottom sheets,
 * popups and dialogs:
 *
 *   const closeFromMask = useBackToClose(visible, onClose);
 *   <Popup visible={visible} onMaskClick={closeFromMask} …>
 */
export function useBackToClose(open: boolean, onClose: () => boolean | void): () => void {
  const closeRef = useRef(onClose);
  const openedAt = useRef(0);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    openedAt.current = lastOpenedAt = performance.now();
    installGhostTapGuard();
    return openOverlay(() => closeRef.current());
  }, [open]);
  return useCallback(() => {
    if (performance.now() - openedAt.current >= GHOST_TAP_MS) closeRef.current();
  }, []);
}

/** For tests: forgets every entry. */
export function resetOverlayHistory() {
  entries = [];
  waiting = [];
  undoPending = 0;
  syncScheduled = false;
  lastKey = 'default';
}
