import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installOverlayHistory, resetOverlayHistory, useBackToClose } from './overlay-history';

/** What react-router would see: popstate events that reach a listener added after this module's. */
const routerPops: unknown[] = [];
const routerListener = () => routerPops.push(window.history.state);
let pageKey = 'page-1';

const marker = () => (window.history.state as { adcOverlay?: number } | null)?.adcOverlay;

/** The history entry of a page as react-router writes it (its key and index). */
function routerPush(key: string) {
  pageKey = key;
  window.history.pushState({ usr: null, key, idx: window.history.length }, '');
}

function overlay(initial = false) {
  const onClose = vi.fn();
  const hook = renderHook(
    ({ open }: { open: boolean }) => {
      useBackToClose(open, () => {
        onClose();
        hook.rerender({ open: false });
      });
    },
    { initialProps: { open: initial } },
  );
  return { onClose, hook };
}

async function back() {
  const before: unknown = window.history.state;
  await act(async () => {
    window.history.back();
    // jsdom traverses in a task of its own, later on a busy machine: wait for the entry to change
    // (each traversal gives a new state object), then for what the popstate set off.
    for (let i = 0; i < 200 && window.history.state === before; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

beforeAll(() => {
  installOverlayHistory(() => pageKey);
  window.addEventListener('popstate', routerListener);
});

beforeEach(() => {
  resetOverlayHistory();
  routerPush(`page-${Math.random()}`);
  routerPops.length = 0;
});

describe('useBackToClose', () => {
  it('pushes an entry of the same page when the overlay opens, and back closes it', async () => {
    const length = window.history.length;
    const { onClose, hook } = overlay();
    expect(marker()).toBeUndefined();
    hook.rerender({ open: true });
    expect(window.history.length).toBe(length + 1);
    expect(marker()).toBeTypeOf('number');
    // The router's key and index are kept: the page's own entry for it.
    expect((window.history.state as { key: string }).key).toBe(pageKey);

    await back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(marker()).toBeUndefined();
    expect(routerPops).toEqual([]); // not a navigation for the router
  });

  it('takes its entry back when closed another way, without the router seeing it', async () => {
    const { onClose, hook } = overlay(true);
    expect(marker()).toBeTypeOf('number');
    hook.rerender({ open: false }); // its button, Escape, the mask
    await waitFor(() => expect(marker()).toBeUndefined());
    expect(onClose).not.toHaveBeenCalled();
    expect(routerPops).toEqual([]);
    expect((window.history.state as { key: string }).key).toBe(pageKey);
  });

  it('closes the top overlay only, then the one under it', async () => {
    const lower = overlay(true);
    const upper = overlay(true);
    await back();
    expect(upper.onClose).toHaveBeenCalledTimes(1);
    expect(lower.onClose).not.toHaveBeenCalled();
    await back();
    expect(lower.onClose).toHaveBeenCalledTimes(1);
    expect(marker()).toBeUndefined();
    expect(routerPops).toEqual([]);
  });

  it('takes both entries back when both close together', async () => {
    const lower = overlay(true);
    const upper = overlay(true);
    upper.hook.rerender({ open: false });
    lower.hook.rerender({ open: false });
    await waitFor(() => expect(marker()).toBeUndefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window.history.state as { key: string }).key).toBe(pageKey);
    expect(routerPops).toEqual([]);
  });

  it('leaves the page on one back when a navigation was pushed over a closed overlay', async () => {
    const page = pageKey;
    const { hook } = overlay(true);
    // Closed, and a navigation pushes in the same event (before the entry can be taken back).
    hook.rerender({ open: false });
    routerPush('next-page');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pageKey).toBe('next-page');

    // Back from the next page: the router's navigation, to the left-behind entry of the page.
    await back();
    expect(routerPops).toHaveLength(1);
    pageKey = page; // the router has navigated back
    // One more back: the page's own entry is stepped over, to whatever came before it.
    const before = window.history.length;
    await back();
    await waitFor(() => expect(routerPops).toHaveLength(2));
    expect(window.history.length).toBe(before);
    expect((window.history.state as { key?: string } | null)?.key).not.toBe(page);
  });

  it('keeps an overlay that refuses to close open, with an entry for the next back', async () => {
    let busy = true;
    const onClose = vi.fn();
    const hook = renderHook(() =>
      useBackToClose(true, () => {
        onClose();
        if (busy) return false;
        hook.rerender();
      }),
    );
    await back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(marker()).toBeTypeOf('number'); // pushed again: still the overlay's entry on top
    expect(routerPops).toEqual([]);
    busy = false;
    await back();
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(marker()).toBeUndefined();
    expect((window.history.state as { key: string }).key).toBe(pageKey);
  });

  it('lets a jump to another page through, closing what was open', async () => {
    const { onClose } = overlay(true);
    // Two entries at once (a long press on back): from the overlay's entry past the page's own.
    await act(async () => {
      window.history.go(-2);
      await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2000 });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(routerPops).toHaveLength(1);
  });
});

describe('Escape', () => {
  const escape = async () => {
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };

  it('closes the top overlay only, takes its entry back, and stays on the page', async () => {
    const length = window.history.length;
    const lower = overlay(true);
    const upper = overlay(true);
    await escape();
    expect(upper.onClose).toHaveBeenCalledTimes(1);
    expect(lower.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(window.history.length - length).toBeGreaterThanOrEqual(1));
    await escape();
    expect(lower.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(marker()).toBeUndefined());
    expect(routerPops).toEqual([]);
    // With nothing open, Escape does nothing.
    await escape();
    expect(upper.onClose).toHaveBeenCalledTimes(1);
    expect(lower.onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves an overlay that refuses to close open, and a key someone handled alone', async () => {
    const onClose = vi.fn(() => false);
    renderHook(() => useBackToClose(true, onClose));
    await escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(marker()).toBeTypeOf('number');
    await act(async () => {
      const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      handled.preventDefault();
      window.dispatchEvent(handled);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
