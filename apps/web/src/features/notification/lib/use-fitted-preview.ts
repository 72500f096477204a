import { useLayoutEffect, useState } from 'react';
import { fitPreview } from './preview';

/**
 * The preview of `text` that fits its element's box (two lines, by its CSS line clamp): the whole
 * text when it fits, else the longest part of it ending at a word boundary of `locale`, and "…"
 * (lib/preview.ts: never inside a number or a grapheme). Measured after layout, and again when
 * the box changes width (a rotation, a wider viewport) or the web fonts arrive; the CSS clamp
 * stays as the fallback of a browser without layout (tests) or between two measures.
 *
 * The element must hold `shown` as its only child (one text node): the measure writes candidate
 * texts into that node, reads whether the box overflows, and puts back what React rendered
 * before the chosen text is rendered the usual way.
 *
 *   const [ref, shown] = useFittedPreview<HTMLSpanElement>(content, 'th');
 *   <span ref={ref} className={styles.twoLines}>{shown}</span>
 */
export function useFittedPreview<T extends HTMLElement>(
  text: string,
  locale: string,
): [(element: T | null) => void, string] {
  const [element, setElement] = useState<T | null>(null);
  const [fitted, setFitted] = useState<{ text: string; locale: string; shown: string } | null>(
    null,
  );
  const shown = fitted && fitted.text === text && fitted.locale === locale ? fitted.shown : text;

  useLayoutEffect(() => {
    if (!element) return;
    let width = -1;
    const measure = () => {
      const node = element.firstChild;
      if (!element.isConnected || !(node instanceof Text) || element.childNodes.length !== 1)
        return;
      width = element.clientWidth;
      const rendered = node.data;
      const fits = (candidate: string) => {
        node.data = candidate;
        return element.scrollHeight <= element.clientHeight + 1;
      };
      const best = fitPreview(text, locale, fits);
      node.data = rendered;
      setFitted((previous) =>
        previous?.text === text && previous.locale === locale && previous.shown === best
          ? previous
          : { text, locale, shown: best },
      );
    };
    measure();
    // A new width re-lays the lines out; a new height alone (the clamp's own) does not.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth !== width) measure();
    });
    observer.observe(element);
    let active = true;
    if (document.fonts && document.fonts.status !== 'loaded')
      void document.fonts.ready.then(() => {
        if (active) measure();
      });
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [element, text, locale]);

  return [setElement, shown];
}
