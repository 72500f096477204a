import { afterEach, describe, expect, it } from 'vitest';
import { applyViewportZoom, setupViewport, zoomForWidth } from './viewport';

describe('viewport zoom', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('is 1 up to 750 px and 750/width*0.8 above', () => {
    expect(zoomForWidth(390)).toBe(1);
    expect(zoomForWidth(750)).toBe(1);
    expect(zoomForWidth(1000)).toBeCloseTo(0.6);
    expect(zoomForWidth(1920)).toBeCloseTo(0.3125);
  });

  it('applies the zoom to the root and follows resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1500 });
    const cleanup = setupViewport(window);
    // jsdom's CSSOM drops the non-standard `zoom` property; browsers apply it (checked in e2e).
    expect(document.documentElement.style.getPropertyValue('--app-zoom')).toBe('0.4');

    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.getPropertyValue('--app-zoom')).toBe('1');
    expect(applyViewportZoom(window)).toBe(1);
    cleanup();
  });

  it('blocks pinch gestures, multi-touch moves and double-click zoom', () => {
    const cleanup = setupViewport(window);
    const gesture = new Event('gesturestart', { cancelable: true });
    document.dispatchEvent(gesture);
    expect(gesture.defaultPrevented).toBe(true);

    const dbl = new MouseEvent('dblclick', { cancelable: true, bubbles: true });
    document.dispatchEvent(dbl);
    expect(dbl.defaultPrevented).toBe(true);

    const twoFingers = new Event('touchmove', { cancelable: true });
    Object.defineProperty(twoFingers, 'touches', { value: { length: 2 } });
    document.dispatchEvent(twoFingers);
    expect(twoFingers.defaultPrevented).toBe(true);

    const oneFinger = new Event('touchmove', { cancelable: true });
    Object.defineProperty(oneFinger, 'touches', { value: { length: 1 } });
    document.dispatchEvent(oneFinger);
    expect(oneFinger.defaultPrevented).toBe(false);
    cleanup();
  });
});
