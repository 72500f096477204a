/**
 * Issue 8, "Tap targets": on a 390×844 phone every interactive element a finger can hit (buttons,
 * links, role=button/tab/radio/checkbox/switch/option, form toggles) is at least 44×44 CSS px, on
 * every route of the route table and in the overlays a user opens (language sheet, picker sheet).
 * A failure lists each small target with its route, role, name and size.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockPage, fileBrowser } from './fixtures';
import { ROUTE_CASES } from './routes';
import {
  closeWithEscape,
  header,
  loginThroughApi,
  settle,
  t,
  waitForOverlaysStill,
} from './support';

const MIN_TARGET = 44;

/** Every visible interactive element smaller than MIN_TARGET in either direction. */
async function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([selector, min]) => {
      const targets = document
        .querySelector(selector)
        ?.querySelectorAll<HTMLElement>(
          [
            'button',
            'a[href]',
            'summary',
            'input[type="checkbox"]',
            'input[type="radio"]',
            '[role="button"]',
            '[role="link"]',
            '[role="tab"]',
            '[role="radio"]',
            '[role="checkbox"]',
            '[role="switch"]',
            '[role="option"]',
            '[role="menuitem"]',
          ].join(','),
        );
      const small: string[] = [];
      for (const element of targets ?? []) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        // Screen-reader-only controls (the picker wheel's) are no one's pointer target.
        if (element.closest('.adc-visually-hidden')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.width >= min - 0.01 && rect.height >= min - 0.01) continue;
        const name =
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        small.push(
          `${role} "${name}" .${[...element.classList].join('.')} ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`,
        );
      }
      return small;
    },
    [scope, MIN_TARGET] as const,
  );
}

const browser = fileBrowser();

describe('tap targets of every route (390×844)', () => {
  const user = blockPage(browser, 'mobile', { reset: true, as: 'demo' });

  it.each(ROUTE_CASES.filter((route) => !route.hold))('$path', async (route) => {
    const { page } = user;
    if (route.as && route.as !== 'demo') await loginThroughApi(page, route.as);
    try {
      const url = route.open ? await route.open(user.session.token) : route.path;
      await page.goto(url);
      await expect.poll(() => page.title()).toBe(t(route.title));
      await settle(page);
      expect(await smallTargets(page), url).toEqual([]);
    } finally {
      if (route.as && route.as !== 'demo') await loginThroughApi(page, 'demo');
    }
  });

  it('the language sheet and the picker sheet', async () => {
    const { page } = user;
    await page.goto('/ad-center');
    await settle(page);
    await header(page)
      .getByRole('button', { name: t('header.language'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: t('header.choose_language') });
    await sheet.getByRole('button', { name: 'Deutsch' }).waitFor();
    await waitForOverlaysStill(page);
    expect(await smallTargets(page, '.adm-popup-body'), 'language sheet').toEqual([]);
    await closeWithEscape(page);

    await page.goto('/wallet');
    await settle(page);
    await page.getByTestId('wallet-month').click();
    await page.getByTestId('picker-sheet').waitFor();
    await waitForOverlaysStill(page);
    expect(await smallTargets(page, '[data-testid="picker-sheet"]'), 'picker sheet').toEqual([]);
  });
});
