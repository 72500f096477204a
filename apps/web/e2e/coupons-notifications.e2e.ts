/**
 * Scenario 5: newbie claims the newcomer coupon on /ad-center/activities (Receive → Received, once
 * per user) and finds it among the unused coupons, whose status tabs keep one line in every
 * language, and "Apply" opens the plans it can be applied to. Scenario 6: demo's bell shows 3
 * unread, "Mark all as read" on /notification empties the unread filter and removes the badge.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '@adc/messages';
import { blockPage, fileBrowser } from './fixtures';
import {
  apiData,
  bell,
  loginThroughApi,
  newPage,
  qa,
  storeSession,
  t,
  toast,
  VIEWPORT_NAMES,
  waitForLocation,
} from './support';

/** The coupon list's tabs, in order. */
const COUPON_TABS = ['unused', 'used', 'expired'] as const;

interface ClaimableCoupon {
  template_id: number;
  name: string;
  newcomer: boolean;
}

interface CouponPage {
  list: { id: number; name: string; status: string }[];
}

const browser = fileBrowser();

describe.each(VIEWPORT_NAMES)('newcomer coupon (%s)', (viewport) => {
  const user = blockPage(browser, viewport, { reset: true, as: 'newbie' });
  let newcomer: ClaimableCoupon;

  beforeAll(async () => {
    const claimable = await apiData<{ list: ClaimableCoupon[] }>('/user_coupon/list', {
      token: user.session.token,
      query: { status: 'claimable' },
    });
    const found = claimable.list.find((item) => item.newcomer);
    if (!found) throw new Error('seed: newbie has no claimable newcomer coupon');
    newcomer = found;
  });

  it('claims the newcomer coupon: Receive → Received', async () => {
    await user.page.goto('/ad-center/activities');
    const section = user.page.getByTestId('ad-center-activities-newcomer');
    const receive = section.getByTestId(`ad-center-activity-receive-${newcomer.template_id}`);
    await receive.waitFor();
    expect(await section.innerText()).toContain(newcomer.name);

    await receive.click();
    await toast(user.page, t('success.claim')).waitFor();
    const received = section.getByTestId(`ad-center-activity-received-${newcomer.template_id}`);
    await received.waitFor();
    expect(await received.innerText()).toContain(t('ad_center.activities.received'));
    expect(await receive.count()).toBe(0);
  });

  it('lists it under the unused coupons', async () => {
    await user.page.goto('/ad-center/coupons');
    await expect
      .poll(() =>
        user.page.getByTestId('ad-center-coupons-tab-unused').getAttribute('aria-selected'),
      )
      .toBe('true');
    const list = user.page.getByTestId('ad-center-coupons-list-unused');
    await list.waitFor();
    const mine = await apiData<CouponPage>('/user_coupon/list', {
      token: user.session.token,
      query: { status: 'unused' },
    });
    const coupon = mine.list.find((item) => item.name === newcomer.name);
    expect(coupon, 'the claimed coupon in GET /user_coupon/list?status=unused').toBeDefined();
    const card = list.getByTestId(`ad-center-coupon-${coupon?.id}`);
    await card.waitFor();
    expect(await card.innerText()).toContain(newcomer.name);
  });

  it('fits each status tab on one line at 375 px, in every language', async () => {
    const { page } = user;
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 812 });
    // Each language's labels put in place (the active tab's weight included), one line each.
    const wrapped = await page.getByRole('tablist').evaluate(
      (tablist, labels) => {
        const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
        const lines = (node: HTMLElement) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        return labels.flatMap(({ lang, texts }) => {
          texts.forEach((text, index) => {
            const tab = tabs[index];
            if (tab) tab.textContent = text;
          });
          return tabs.filter((tab) => lines(tab) > 1).map((tab) => `${lang} "${tab.textContent}"`);
        });
      },
      LANGS.map((lang) => ({
        lang,
        texts: COUPON_TABS.map((key) => t(`enums.coupon_status.${key}`, {}, lang)),
      })),
    );
    if (viewport) await page.setViewportSize(viewport);
    expect(wrapped).toEqual([]);
  });

  it('applies a coupon: the plans it can be applied to, those waiting for their launch', async () => {
    await user.page.reload();
    const apply = user.page.getByRole('button', { name: t('ad_center.coupon.use'), exact: true });
    await apply.first().click();
    await waitForLocation(user.page, (at) => at === '/plan?status=pending_launch');
    const tab = user.page
      .getByTestId('plan-status-filter')
      .getByRole('tab', { name: t('enums.plan_status.pending_launch'), exact: true });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  });

  it('cannot be claimed a second time', async () => {
    await user.page.goto('/ad-center/activities');
    await user.page.getByTestId('ad-center-activities-newcomer-claimed').waitFor();
    expect(
      await user.page.getByTestId(`ad-center-activity-receive-${newcomer.template_id}`).count(),
    ).toBe(0);
    expect(user.errors).toEqual([]);
  });
});

describe.each(VIEWPORT_NAMES)('notifications (%s)', (viewport) => {
  const user = blockPage(browser, viewport, { reset: true, as: 'demo' });

  it('shows the unread badge (3) on the bell', async () => {
    await user.page.goto('/ad-center');
    // The accessible name carries the visible count ("Notifications 3" / "Notifications (3)").
    await bell(user.page)
      .and(user.page.getByRole('button', { name: /\b3\b/ }))
      .waitFor();
    expect(await bell(user.page).innerText()).toContain('3');
  });

  it('opens /notification from the bell and lists the 3 unread', async () => {
    await bell(user.page).click();
    await waitForLocation(user.page, (at) => at === '/notification');
    const unread = user.page
      .getByTestId('notification-read-filter')
      .getByRole('radio', { name: new RegExp(`^${t('enums.read_filter.unread')}`) });
    await unread.click();
    await expect.poll(() => unread.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => user.page.getByTestId('notification-item').count()).toBe(3);
  });

  it('marks all as read: the unread filter is empty', async () => {
    await user.page.getByTestId('notification-mark-all').click();
    await toast(user.page, t('success.read')).waitFor();
    await user.page.getByTestId('notification-empty').waitFor();
    expect(await user.page.getByTestId('notification-item').count()).toBe(0);
    expect(
      await apiData<{ unread_total: number }>('/user/notifications/unread_count', {
        token: user.session.token,
        method: 'POST',
      }),
    ).toEqual({
      unread_total: 0,
    });
    // Nothing unread left: nothing to mark, no button.
    await expect.poll(() => user.page.getByTestId('notification-mark-all').count()).toBe(0);
  });

  it('removes the badge from the bell', async () => {
    await user.page
      .getByTestId('app-header')
      .getByRole('button', { name: t('header.back'), exact: true })
      .click();
    await waitForLocation(user.page, (at) => at === '/ad-center');
    await bell(user.page).waitFor();
    await expect.poll(async () => (await bell(user.page).innerText()).replace(/\D/g, '')).toBe('');
    // Also after a reload (the count comes from the server, not from the page's cache).
    await user.page.reload();
    await bell(user.page).waitFor();
    await user.page.getByTestId('ad-center-overview').waitFor();
    await user.page.waitForLoadState('networkidle');
    expect((await bell(user.page).innerText()).replace(/\D/g, '')).toBe('');
    expect(user.errors).toEqual([]);
  });
});

describe('unread badge cap (mobile)', () => {
  it('shows 99+ above 99 unread', async () => {
    await qa('reset');
    // demo has 3 unread: 97 more make 100.
    for (let i = 0; i < 97; i++) {
      await qa('notifications', {
        username: 'demo',
        category: 'activity',
        title: `Bulk ${i}`,
        content: 'Badge cap check',
      });
    }
    const { context, page, errors } = await newPage(browser(), 'mobile');
    try {
      await loginThroughApi(page, 'demo');
      await page.goto('/ad-center');
      await bell(page)
        .and(page.getByRole('button', { name: /99\+/ }))
        .waitFor();
      expect((await bell(page).innerText()).replace(/\s/g, '')).toContain('99+');
      expect(await bell(page).innerText()).not.toContain('100');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a new user with no notifications (mobile, 375 px)', () => {
  it('shows no "Mark all as read": there is nothing to mark', async () => {
    const { context, page } = await newPage(browser(), 'mobile');
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      const user = await qa<{ token: string; user_info: unknown }>('scenario', {
        name: 'new_user',
      });
      await storeSession(page, user.token, user.user_info);
      await page.goto('/notification');
      await page.getByTestId('notification-empty').waitFor();
      await page.getByTestId('notification-read-filter').waitFor();
      await expect.poll(() => page.getByTestId('notification-mark-all').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
