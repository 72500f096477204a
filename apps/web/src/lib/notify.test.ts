import { afterEach, describe, expect, it } from 'vitest';
import { catchFailureToasts, showToast, toast, toastSuccess } from './notify';

afterEach(() => {
  document.body.replaceChildren();
});

/** The latest toast (the one before it fades out for 200 ms). */
const shown = () => [...document.querySelectorAll<HTMLElement>('.adc-toast')].at(-1) ?? null;

describe('toasts', () => {
  it('keep the place they were shown at: above a PIN dialog, also once it has closed', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('data-toast-above', '');
    document.body.append(dialog);
    showToast('Too many wrong attempts');
    dialog.remove(); // the dialog closes under the toast: it used to jump to the middle
    expect(shown()?.classList.contains('adc-toast--above')).toBe(true);
  });

  it('show in the middle when no such dialog is open', () => {
    toast('Saved');
    expect(shown()?.classList.contains('adc-toast--above')).toBe(false);
  });

  it('go to a catcher while it is set: failures only, and only those it takes', () => {
    const caught: string[] = [];
    const release = catchFailureToasts((message) => {
      caught.push(message);
      return message !== 'not mine';
    });
    toast('Wrong PIN');
    expect(shown()).toBeNull();
    toastSuccess('Done');
    expect(shown()?.textContent).toBe('Done');
    toast('not mine');
    expect(shown()?.textContent).toBe('not mine');
    release();
    toast('After');
    expect(caught).toEqual(['Wrong PIN', 'not mine']);
    expect(shown()?.textContent).toBe('After');
  });
});
