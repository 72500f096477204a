/**
 * Toasts: one at a time, TOAST_DURATION_MS (2000 ms) unless told otherwise. A message (plain,
 * success, failure) shows at the top, just below the header, so it does not hide the page's first
 * figures (the page the user just arrived at, e.g. the home after "Login successful"); a loading
 * toast waits in the middle of the screen (notify.css).
 *
 * Plain DOM on purpose: the API layer toasts from outside React, and antd-mobile's Toast would
 * pull its animation runtime (react-spring) into the first load of every page. The look follows
 * antd-mobile's toast.
 */
import { TOAST_DURATION_MS } from '@adc/contract/constants';
import './notify.css';

export type ToastIcon = 'success' | 'fail' | 'loading';

export interface ToastHandle {
  close(): void;
}

const ICONS: Record<ToastIcon, string> = {
  success:
    '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>',
  fail: '<svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"><path d="M7 7l10 10M17 7L7 17"/></svg>',
  loading: '<span class="adc-toast__spinner"></span>',
};

let current: {
  element: HTMLElement;
  timer: number | undefined;
  message: string;
  icon: ToastIcon | undefined;
} | null = null;

function dismiss(element: HTMLElement): void {
  if (current?.element === element) {
    window.clearTimeout(current.timer);
    current = null;
  }
  element.classList.remove('adc-toast--visible');
  window.setTimeout(() => element.remove(), 200);
}

/**
 * Shows a toast; `duration: 0` keeps it until `close()`. The same message while it is still shown
 * is not shown again (several calls failing at once make one toast, not a flicker of copies).
 */
export function showToast(
  message: string,
  options: { icon?: ToastIcon; duration?: number } = {},
): ToastHandle {
  const { icon, duration = TOAST_DURATION_MS } = options;
  if (typeof document === 'undefined') return { close: () => undefined };
  if (current && current.message === message && current.icon === icon) {
    const shown = current.element;
    return { close: () => dismiss(shown) };
  }
  if (current) dismiss(current.element);

  const element = document.createElement('div');
  // Its place is chosen once: above a dialog that asks for input (the PIN) when one is open, and
  // there it stays, also when the dialog closes under it (it used to jump to the middle).
  const above = document.querySelector('[data-toast-above]') !== null;
  element.className = [
    'adc-toast',
    icon ? `adc-toast--${icon}` : '',
    above ? 'adc-toast--above' : '',
  ]
    .filter(Boolean)
    .join(' ');
  element.setAttribute('role', icon === 'fail' ? 'alert' : 'status');
  element.setAttribute('aria-live', icon === 'fail' ? 'assertive' : 'polite');
  if (icon) {
    const iconElement = document.createElement('span');
    iconElement.className = 'adc-toast__icon';
    iconElement.innerHTML = ICONS[icon];
    element.append(iconElement);
  }
  const text = document.createElement('span');
  text.className = 'adc-toast__text';
  text.textContent = message;
  element.append(text);
  document.body.append(element);
  // Next frame: start the fade-in transition.
  window.requestAnimationFrame(() => element.classList.add('adc-toast--visible'));

  const timer = duration > 0 ? window.setTimeout(() => dismiss(element), duration) : undefined;
  current = { element, timer, message, icon };
  return { close: () => dismiss(element) };
}

export function toast(message: string): void {
  showToast(message);
}

export function toastSuccess(message: string): void {
  showToast(message, { icon: 'success' });
}

export function toastFail(message: string): void {
  showToast(message, { icon: 'fail' });
}

/** A loading toast that stays until closed (e.g. during an upload). */
export function toastLoading(message: string): ToastHandle {
  return showToast(message, { icon: 'loading', duration: 0 });
}
