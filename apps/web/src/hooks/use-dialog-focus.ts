import { useEffect, useRef } from 'react';

/**
 * A popup's dialog as a modal one for the keyboard and screen readers: the focus moves into it
 * when it opens, Escape closes it (lib/overlay-history.ts), and once it has closed the focus goes
 * back to what opened it (the profile's language row, the wallet's month, the logout icon). Spread
 * `dialog` on the dialog element and pass `afterShow` and `afterClose` to the popup (its content
 * mounts after `visible` turns true). The pickers' sheets and the app's dialogs (lib/dialogs.ts).
 */
export function useDialogFocus(visible: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!visible) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && !ref.current?.contains(active)) opener.current = active;
  }, [visible]);
  return {
    dialog: {
      ref,
      tabIndex: -1,
      'aria-modal': true,
    },
    afterShow: () => {
      if (!ref.current?.contains(document.activeElement))
        ref.current?.focus({ preventScroll: true });
    },
    afterClose: () => {
      opener.current?.focus({ preventScroll: true });
      opener.current = null;
    },
  };
}
