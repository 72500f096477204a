import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actionDialog, confirmDialog } from './dialogs';

/**
 * Elements named by an aria-label or aria-labelledby outside any dialog and not hidden (axe
 * `region` counts such a name as content outside every landmark).
 */
function namesOutsideDialogs(): string[] {
  return [...document.body.querySelectorAll('[aria-label], [aria-labelledby]')]
    .filter((element) => !element.closest('[role="dialog"], [aria-hidden="true"]'))
    .map((element) => element.outerHTML.slice(0, 120));
}

describe('the app’s imperative dialogs', () => {
  it('confirmDialog: a modal dialog named by its message, answering the button tapped', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({ content: 'Log out?', confirmText: 'Log out', cancelText: 'Cancel' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The name is on the dialog only, not on antd-mobile's role-less wrapper outside it.
    expect(namesOutsideDialogs()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(answer).resolves.toBe(true);
  });

  it('actionDialog: the action over a close button, each closing the dialog', async () => {
    const onAction = vi.fn();
    const afterClose = vi.fn();
    act(() =>
      actionDialog({
        content: 'Account disabled',
        actionLabel: 'Contact customer service',
        closeLabel: 'Close',
        onAction,
        afterClose,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Account disabled' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(namesOutsideDialogs()).toEqual([]);
    const rows = dialog.querySelectorAll('.adm-dialog-action-row');
    expect([...rows].map((row) => row.textContent)).toEqual(['Contact customer service', 'Close']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
