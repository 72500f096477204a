import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEffects } from './api-effects';
import type { AppRouter } from './router';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the API layer’s effects in the browser', () => {
  it('toast what failed as a failure: its icon, and announced at once (role alert)', () => {
    const effects = createBrowserEffects({} as AppRouter);
    effects.toast('Incorrect username or password');
    const toast = [...document.querySelectorAll<HTMLElement>('.adc-toast')].at(-1);
    expect(toast?.textContent).toContain('Incorrect username or password');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.classList.contains('adc-toast--fail')).toBe(true);
    expect(toast?.querySelector('.adc-toast__icon')).not.toBeNull();
  });
});
