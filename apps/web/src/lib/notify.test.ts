import { afterEach, describe, expect, it } from 'vitest';
import { showToast, toast, toastLoading, toastSuccess } from './notify';

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

  it('show a message (plain, success, failure) at the top, a loading one in the middle', () => {
    toast('Saved');
    expect(shown()?.classList.contains('adc-toast--above')).toBe(false);
    expect(shown()?.classList.contains('adc-toast--loading')).toBe(false);
    toastSuccess('Login successful');
    expect(shown()?.className).toBe('adc-toast adc-toast--success');
    toastLoading('Uploading…');
    expect(shown()?.classList.contains('adc-toast--loading')).toBe(true);
  });
});
