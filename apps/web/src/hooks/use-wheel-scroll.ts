import { useEffect, type RefObject } from 'react';

/**
 * Desktop mice scroll vertically: inside `ref`, turn a vertical wheel over the horizontally
 * scrolling tab list (antd-mobile Tabs) into a horizontal scroll, so every tab is reachable.
 */
export function useWheelScroll(
  ref: RefObject<HTMLElement | null>,
  selector = '.adm-tabs-tab-list',
): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onWheel = (event: WheelEvent) => {
      const list = root.querySelector<HTMLElement>(selector);
      if (!list || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const max = list.scrollWidth - list.clientWidth;
      if (max <= 0) return;
      const next = Math.min(max, Math.max(0, list.scrollLeft + event.deltaY));
      if (next === list.scrollLeft) return;
      event.preventDefault();
      list.scrollLeft = next;
    };
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => root.removeEventListener('wheel', onWheel);
  }, [ref, selector]);
}
