/**
 * antd-mobile dialogs used outside page code (logout confirmation, account-state dialog).
 * Import this module dynamically (`await import('@/lib/dialogs')`): Dialog brings antd-mobile's
 * animation runtime, which pages without dialogs should not load up front.
 */
import Dialog from 'antd-mobile/es/components/dialog';
import { createElement } from 'react';
import { setupAntdRender } from './antd-render';

setupAntdRender();

export function confirmDialog({
  danger = false,
  ...options
}: {
  content: string;
  confirmText: string;
  cancelText: string;
  /** A destructive confirmation (log out): the confirm button in the app's danger colour. */
  danger?: boolean;
}): Promise<boolean> {
  // antd-mobile's dialog has no accessible name of its own: its message names it. Dialog forwards
  // only `aria-label`, which it also copies onto its role-less outer div, so axe's `region`
  // (moderate, best practice) flags that div; no Dialog prop avoids it (aria-labelledby is dropped,
  // a declarative <Dialog visible> renders the same markup, and a getContainer inside a page's
  // <main> would lose the dialog when the route replaces it): accepted, not patched.
  return Dialog.confirm({
    ...options,
    confirmText: danger
      ? createElement('span', { className: 'adc-danger-text' }, options.confirmText)
      : options.confirmText,
    'aria-label': options.content,
  });
}

export interface ActionDialogOptions {
  content: string;
  closeLabel: string;
  actionLabel: string;
  onAction: () => void;
  afterClose?: () => void;
}

/**
 * A message with a bold action button (e.g. "Contact customer service") over a close button. One
 * button a row, each the dialog's width: side by side, a long action ("Liên hệ chăm sóc khách
 * hàng", "Связаться с поддержкой") took three lines of half the width.
 */
export function actionDialog({
  content,
  closeLabel,
  actionLabel,
  onAction,
  afterClose,
}: ActionDialogOptions): void {
  Dialog.show({
    content,
    'aria-label': content,
    closeOnAction: true,
    afterClose,
    actions: [
      { key: 'action', text: actionLabel, bold: true, onClick: onAction },
      { key: 'close', text: closeLabel },
    ],
  });
}
