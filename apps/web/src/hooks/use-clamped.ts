import { useLayoutEffect, useState } from 'react';

/**
 * Whether an element's text is cut by its CSS clamp (`-webkit-line-clamp`, `overflow: hidden`):
 * its content is taller than its box. Measured after layout and again whenever the box changes
 * size (a rotation, a wider viewport, the web font arriving); `text` re-measures on a new text.
 * Returns a callback ref: an element React replaces (a new parent) is measured afresh, and one
 * taken out of the page is not measured at all.
 *
 *   const [ref, clamped] = useClamped<HTMLSpanElement>(remark);
 *   <span ref={ref} className={styles.twoLines}>{remark}</span>
 */
export function useClamped<T extends HTMLElement>(
  text: string,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      if (element.isConnected) setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text]);
  return [setElement, clamped];
}
