import { useLayoutEffect, type RefObject } from 'react';

/**
 * How far a title may shrink to keep one line: 17 px down to 14 px. A title that needs more keeps
 * its size and takes two lines (balanced, app-header.module.css).
 */
export const TITLE_MIN_SCALE = 14 / 17;

/**
 * Keeps a header title on one line when a slightly smaller font does it: beside the home pages'
 * four icons "Trung tâm quảng cáo" (vi) took two lines at 375 px where 16.5 px holds it in one. The
 * title is measured unwrapped and its font set to what fits (never below TITLE_MIN_SCALE of its CSS
 * size); again when its text changes (a language switch) or its box is resized.
 *
 * Only a title that wraps (or was shrunk) is measured: the check runs in a ResizeObserver, after
 * the browser's own layout, so a title that fits on one line (nearly all of them) costs every
 * page's first frame no extra layout.
 */
export function useOneLineTitle(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const text = document.createRange();
    // No layout engine (a test's DOM): nothing to measure.
    if (
      !element ||
      !enabled ||
      typeof ResizeObserver === 'undefined' ||
      typeof text.getBoundingClientRect !== 'function'
    )
      return undefined;
    const fit = () => {
      element.style.fontSize = '';
      // Unwrapped, the title's box takes all the room it may have; its text says what it needs
      // (the box's scrollWidth does not: the line clamp cuts it).
      element.style.whiteSpace = 'nowrap';
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      // Fractional widths: rounded, a text a hair too wide looked as if it fitted, and wrapped.
      const room = element.getBoundingClientRect().width - padding;
      // Not laid out (hidden): nothing to fit.
      if (room <= 0) {
        element.style.whiteSpace = '';
        return;
      }
      text.selectNodeContents(element);
      const needed = text.getBoundingClientRect().width;
      element.style.whiteSpace = '';
      if (needed <= room) return;
      const scale = Math.floor((room / needed) * 1000) / 1000;
      if (scale >= TITLE_MIN_SCALE)
        element.style.fontSize = `${parseFloat(style.fontSize) * scale}px`;
    };
    const wraps = () =>
      element.getBoundingClientRect().height >
      parseFloat(getComputedStyle(element).lineHeight) * 1.5;
    const check = () => {
      if (element.style.fontSize !== '' || wraps()) fit();
    };
    const resized = new ResizeObserver(check);
    resized.observe(element);
    // Only text changes are watched (not attributes): the fit's own style change does not refit.
    const edited = new MutationObserver(check);
    edited.observe(element, { childList: true, characterData: true, subtree: true });
    return () => {
      resized.disconnect();
      edited.disconnect();
      element.style.fontSize = '';
    };
  }, [ref, enabled]);
}
