/**
 * Viewport rules of the spec: above VIEWPORT_ZOOM_MIN_WIDTH (750 px) the root gets
 * `zoom: 750 / width * 0.8` (updated on resize) so the vw-based mobile layout shows as a
 * 600 px column on desktops; pinch, gesture and double-tap zoom are blocked.
 */
import { VIEWPORT_ZOOM_MIN_WIDTH } from '@adc/contract/constants';
import { DESIGN_WIDTH } from './units';

const DESKTOP_SCALE = 0.8;

/** The root zoom for a viewport width: 1 up to 750 px, then 750 / width * 0.8. */
export function zoomForWidth(width: number): number {
  if (!(width > VIEWPORT_ZOOM_MIN_WIDTH)) return 1;
  return (VIEWPORT_ZOOM_MIN_WIDTH / width) * DESKTOP_SCALE;
}

/** Applies the zoom to <html> and exposes it as `--app-zoom` for full-height layouts. */
export function applyViewportZoom(win: Window = window): number {
  const zoom = zoomForWidth(win.innerWidth);
  const root = win.document.documentElement;
  root.style.setProperty('zoom', zoom === 1 ? '' : String(zoom));
  root.style.setProperty('--app-zoom', String(zoom));
  return zoom;
}

/**
 * How many screen (CSS) pixels a design px covers in this window: the vw scale of the layout
 * (units.ts) times the desktop zoom. What antd-mobile measures with a hidden probe element when a
 * component is not given a size (a forced layout on every render), computed instead.
 */
export function screenPx(value: number, win: Window = window): number {
  return ((value * win.innerWidth) / DESIGN_WIDTH) * zoomForWidth(win.innerWidth);
}

const preventDefault = (event: Event) => event.preventDefault();

function preventMultiTouch(event: TouchEvent): void {
  if (event.touches.length > 1) event.preventDefault();
}

/** Installs the zoom and the zoom blockers. Returns a cleanup function (tests, HMR). */
export function setupViewport(win: Window = window): () => void {
  const doc = win.document;
  applyViewportZoom(win);
  // touch-action: manipulation disables double-tap-to-zoom without delaying clicks.
  doc.documentElement.style.setProperty('touch-action', 'manipulation');

  const onResize = () => applyViewportZoom(win);
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [
    [win, 'resize', onResize, { passive: true }],
    [win, 'orientationchange', onResize, { passive: true }],
    // Safari's pinch gestures.
    [doc, 'gesturestart', preventDefault, { passive: false }],
    [doc, 'gesturechange', preventDefault, { passive: false }],
    [doc, 'gestureend', preventDefault, { passive: false }],
    // Two-finger pinch elsewhere.
    [doc, 'touchmove', preventMultiTouch as EventListener, { passive: false }],
    // Desktop / older mobile double-click zoom.
    [doc, 'dblclick', preventDefault, { passive: false }],
  ];
  for (const [target, type, listener, options] of listeners)
    target.addEventListener(type, listener, options);

  return () => {
    for (const [target, type, listener, options] of listeners)
      target.removeEventListener(type, listener, options);
  };
}
