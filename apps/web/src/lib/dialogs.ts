/**
 * The app's imperative dialogs (logout confirmation, account-state dialog, the other
 * confirmations): every one opens here. Import this module dynamically
 * (`await import('@/lib/dialogs')`): the popup brings antd-mobile's animation runtime, which
 * pages without dialogs should not load up front. The back gesture closes them as it closes the
 * app's sheets (./overlay-history.ts): a confirmation so closed is cancelled.
 *
 * Each is a modal dialog named by its message, built as the app's sheets and the PIN dialog are:
 * antd-mobile's CenterPopup around our own element with role="dialog", aria-modal and
 * aria-labelledby (the message), which takes the focus once shown and gives it back once closed.
 * Not antd-mobile's Dialog: it names its dialog only through `aria-label`, which it also copies
 * onto its role-less outer <div>, so that div held content outside every landmark (axe `region`);
 * it drops `aria-labelledby`, and mounted into the page's <main> (`getContainer`) a dialog would
 * go with the page when the route replaced it. The markup and classes are Dialog's
 * (`adm-dialog-*`, its stylesheet): the same look, one action row per array.
 */
import AutoCenter from 'antd-mobile/es/components/auto-center';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import 'antd-mobile/es/components/dialog/dialog.css';
import { createElement, useEffect, useId, useState, type ReactNode } from 'react';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { renderToBody } from './antd-render';
import { openOverlay } from './overlay-history';

interface DialogAction {
  key: string;
  text: ReactNode;
  /** The row's main action, in bold. */
  bold?: boolean;
  onClick?: () => void;
}

interface AppDialogProps {
  /** The message, which names the dialog. */
  content: string;
  /** One row per entry; an array is a row of buttons side by side. */
  actions: readonly (DialogAction | readonly DialogAction[])[];
  /** Set by mountDialog: shown, and closing (an action, the back gesture). */
  visible?: boolean;
  onClose?: () => void;
  afterClose?: () => void;
}

/** A centred modal dialog: the message, then its actions; any action closes it. */
function AppDialog({ content, actions, visible = false, onClose, afterClose }: AppDialogProps) {
  const messageId = useId();
  // The focus moves in once shown and back to what opened it (the logout icon…) once closed.
  const focus = useDialogFocus(visible);

  const button = (action: DialogAction) =>
    createElement(
      Button,
      {
        key: action.key,
        className: action.bold ? 'adm-dialog-button adm-dialog-button-bold' : 'adm-dialog-button',
        fill: 'none',
        shape: 'rectangular',
        block: true,
        color: 'primary',
        onClick: () => {
          action.onClick?.();
          onClose?.();
        },
      },
      action.text,
    );

  return createElement(
    CenterPopup,
    {
      visible,
      className: 'adm-dialog',
      afterShow: focus.afterShow,
      afterClose: () => {
        focus.afterClose();
        afterClose?.();
      },
    },
    createElement(
      'div',
      {
        ...focus.dialog,
        role: 'dialog',
        'aria-labelledby': messageId,
        className: 'adm-dialog-body',
        // Focused by script to be read out, never a tab stop: no focus ring around the card.
        style: { outline: 'none' },
      },
      createElement(
        'div',
        { id: messageId, className: 'adm-dialog-content' },
        createElement(AutoCenter, null, content),
      ),
      createElement(
        'div',
        { className: 'adm-dialog-footer' },
        actions.map((row, index) =>
          createElement(
            'div',
            { key: index, className: 'adm-dialog-action-row' },
            (Array.isArray(row) ? row : [row]).map(button),
          ),
        ),
      ),
    ),
  );
}

/**
 * Opens a dialog, closed by the back gesture too (`onBack` first: a confirmation's answer).
 * Closed by one of its actions, its history entry is taken back.
 */
function showDialog(
  props: Pick<AppDialogProps, 'content' | 'actions' | 'onClose' | 'afterClose'>,
  onBack?: () => void,
): void {
  let release: () => void = () => undefined;
  const dialog = mountDialog({
    ...props,
    onClose: () => {
      release();
      props.onClose?.();
    },
  });
  release = openOverlay(() => {
    onBack?.();
    dialog.close();
  });
}

/**
 * Mounts an AppDialog on a root of its own: shown once mounted (so it animates in), hidden by
 * `close` or any of its actions (`onClose` then), removed once its closing animation is over
 * (`afterClose` then).
 */
function mountDialog(props: Omit<AppDialogProps, 'visible'>): { close: () => void } {
  let closed = false;
  let hide: () => void = () => undefined;
  const close = () => {
    if (closed) return;
    closed = true;
    hide();
    props.onClose?.();
  };
  const removed = () => {
    remove();
    props.afterClose?.();
  };
  const remove = renderToBody(createElement(Host));
  function Host() {
    const [visible, setVisible] = useState(false);
    hide = () => setVisible(false);
    useEffect(() => {
      // Closed before it was even shown (a back gesture at once): never shown, removed.
      if (closed) removed();
      else setVisible(true);
    }, []);
    return createElement(AppDialog, { ...props, visible, onClose: close, afterClose: removed });
  }
  return { close };
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
  // Cancel and a bold Confirm side by side (Dialog.confirm's layout); closed by the back
  // gesture, it answers false.
  return new Promise<boolean>((resolve) => {
    showDialog(
      {
        content: options.content,
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
    afterClose,
    actions: [
      { key: 'action', text: actionLabel, bold: true, onClick: onAction },
      { key: 'close', text: closeLabel },
    ],
  });
}
