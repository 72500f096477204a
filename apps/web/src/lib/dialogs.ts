/**
 * antd-mobile dialogs used outside page code (logout confirmation, account-state dialog).
 * Import this module dynamically (`await import('@/lib/dialogs')`): Dialog brings antd-mobile's
 * animation runtime, which pages without dialogs should not load up front. The back gesture
 * closes them as it closes the app's sheets (./overlay-history.ts): a confirmation so closed is
 * cancelled.
 */
import Dialog, { type DialogShowProps } from 'antd-mobile/es/components/dialog';
import { createElement } from 'react';
import { setupAntdRender } from './antd-render';
import { openOverlay } from './overlay-history';

setupAntdRender();

/**
 * Dialog.show, closed by the back gesture too (`onBack` first: a confirmation's answer). Closed
 * by one of its actions, its history entry is taken back.
 */
function showDialog(props: DialogShowProps, onBack?: () => void): void {
  let release: () => void = () => undefined;
  const handler = Dialog.show({
    ...props,
    onClose: () => {
      release();
      props.onClose?.();
    },
  });
  release = openOverlay(() => {
    onBack?.();
    handler.close();
  });
}

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
  // Dialog.confirm's layout (Cancel and a bold Confirm side by side), from Dialog.show: confirm's
  // own promise could not be settled when the back gesture closes it.
  return new Promise<boolean>((resolve) => {
    showDialog(
      {
        content: options.content,
        'aria-label': options.content,
        closeOnAction: true,
        onClose: () => resolve(false),
        actions: [
          [
            { key: 'cancel', text: options.cancelText, onClick: () => resolve(false) },
            {
              key: 'confirm',
              text: danger
                ? createElement('span', { className: 'adc-danger-text' }, options.confirmText)
                : options.confirmText,
              bold: true,
              onClick: () => resolve(true),
            },
          ],
        ],
      },
      () => resolve(false),
    );
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
  showDialog({
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
