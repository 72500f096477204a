import { act, cleanup, configure } from '@testing-library/react';
import Dialog from 'antd-mobile/es/components/dialog';
import { afterEach } from 'vitest';
import { unmountAntdRoots } from '@/lib/antd-render';

// findBy*/waitFor resolve as soon as what they wait for is there; the limit only decides when a
// wait gives up. Testing Library's 1 s made tests fail on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs antd-mobile touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no scrolling and logs an error with a stack for every scroll: the router restores
// scroll positions and some pages scroll to the top on a filter change. Tests of a scroll spy on
// this no-op.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// jsdom has no PointerEvent: a MouseEvent with a pointer id carries clientX/clientY for drags.
if (!('PointerEvent' in window)) {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStub;
}

afterEach(() => {
  cleanup();
  // Dialogs opened with Dialog.show live in their own React roots, outside what cleanup() unmounts.
  Dialog.clear();
  act(() => unmountAntdRoots());
  window.localStorage.clear();
});
