/**
 * The hybrid-app bridge. Inside a native webview (React Native, iOS WKWebView, Android) the
 * header's back button on the first page closes the webview instead of leaving the app.
 */
interface NativeBridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { close?: { postMessage(message: unknown): void } } };
  AndroidBridge?: { close?: () => void };
}

/** True when the page runs inside a known native webview bridge. */
export function hasNativeBridge(win: Window = window): boolean {
  const w = win as Window & NativeBridgeWindow;
  return Boolean(
    w.ReactNativeWebView || w.webkit?.messageHandlers?.close || w.AndroidBridge?.close,
  );
}

/**
 * Asks the host to close the app: a native bridge when present, else `window.close()` (only
 * works for script-opened windows). Returns true when a native bridge took the request.
 */
export function closeHybridApp(win: Window = window): boolean {
  const w = win as Window & NativeBridgeWindow;
  if (w.ReactNativeWebView) {
    w.ReactNativeWebView.postMessage(JSON.stringify({ type: 'close' }));
    return true;
  }
  if (w.webkit?.messageHandlers?.close) {
    w.webkit.messageHandlers.close.postMessage({ type: 'close' });
    return true;
  }
  if (w.AndroidBridge?.close) {
    w.AndroidBridge.close();
    return true;
  }
  win.close();
  return false;
}

/** Whether the in-app history has a previous entry (react-router keeps an index in history.state). */
export function canGoBack(win: Window = window): boolean {
  const state = win.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}
