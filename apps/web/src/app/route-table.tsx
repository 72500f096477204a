/**
 * The route table: every path of the app with its meta (auth, title, header) and its lazily
 * loaded page. A page module lives at src/features/<domain>/routes/<page>.tsx and exports
 * `Component` (react-router's lazy-route convention). Feature pages are wrapped in `feature(…)` so
 * the feature UI strings (@adc/messages/ui/features) load with them.
 *
 * To change a page's header, edit its `meta.header` here (presets in src/config/route-meta.ts);
 * to change its title, its `meta.title` (a key of the UI catalogue, `titles.*`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '@/config/paths';
import { HEADER, type RouteMeta } from '@/config/route-meta';
import { currentLang, loadFeatureMessages } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import type { PageModule } from './page-load';

export interface AppRouteDef {
  path: string;
  meta: RouteMeta;
  load: () => Promise<PageModule>;
  /**
   * The query the page's largest paint waits for, started by the route's loader on every visit:
   * with the page chunk, not after the page's first render (its modules are preloaded:
   * route-preload.ts). The page reads it with `retryOnMount: false`, so its mount joins the
   * request in flight, and a failure of it shows once (one call, one toast) instead of being
   * asked again by the mount. A failure while offline is asked again once the browser is back
   * online (src/lib/query-client.ts).
   */
  prefetch?: (client: QueryClient) => Promise<unknown>;
}

/**
 * The wallet's balances: its largest paint is the total assets. On a first load the route-preload
 * script has asked them already (src/config/first-calls.ts): the call takes that answer.
 */
async function prefetchWallet(client: QueryClient) {
  const { propertyQuery } = await import('@/lib/resources');
  // Another call may have ended the session while the module loaded (a revoked token: the app
  // is on its way to /login): asked now, as a visitor, it would only add a "Not authorized" toast.
  if (!storage.getToken()) return;
  return client.prefetchQuery(propertyQuery());
}

/** antd-mobile's ConfigProvider with the locale of the app language already loaded. */
async function loadAntdConfig() {
  const module = await import('./antd-config');
  await module.preloadAntdLocale(currentLang());
  return module;
}

/**
 * A feature page: its chunk, the feature UI strings (i18n) and antd-mobile's ConfigProvider
 * (with the locale of the app language) load together, so the page's first paint is entirely in
 * the app language; the page renders inside the provider. When any of them fails (offline, say),
 * the route's error element shows the failure with a Retry button.
 */
const feature = (load: () => Promise<PageModule>) => async (): Promise<PageModule> => {
  const [{ Component: FeaturePage }, { AntdConfig }] = await Promise.all([
    load(),
    loadAntdConfig(),
    loadFeatureMessages(),
  ]);
  return {
    Component: function FeatureRoute() {
      return (
        <AntdConfig>
          <FeaturePage />
        </AntdConfig>
      );
    },
  };
};

export const APP_ROUTES: readonly AppRouteDef[] = [
  // ---- open to visitors
  {
    path: PATHS.notFound,
    meta: { auth: false, title: 'titles.not_found', header: { service: false } },
    load: () => import('@/features/misc/routes/not-found'),
  },
  {
    path: PATHS.login,
    meta: { auth: false, title: 'titles.login', header: HEADER.auth },
    load: () => import('@/features/auth/routes/login'),
  },
  {
    path: PATHS.register,
    meta: { auth: false, title: 'titles.register', header: HEADER.auth },
    load: () => import('@/features/auth/routes/register'),
  },
  // /entry is where a 401 redirects from, so it must open without a token.
  {
    path: PATHS.entry,
    meta: { auth: false, title: 'titles.entry', header: { hidden: true } },
    load: () => import('@/features/auth/routes/entry'),
  },
  {
    path: PATHS.adWelcome,
    meta: { auth: false, title: 'titles.ad_welcome', header: HEADER.welcome },
    load: () => import('@/features/auth/routes/ad-welcome'),
  },

  // ---- ad center
  {
    path: PATHS.adCenter,
    meta: { auth: true, title: 'titles.ad_center', header: { ...HEADER.main, back: false } },
    load: feature(() => import('@/features/ad-center/routes/home')),
  },
  {
    path: PATHS.activities,
    meta: { auth: true, title: 'titles.activities', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/activities')),
  },
  {
    path: PATHS.coupons,
    meta: { auth: true, title: 'titles.coupons', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/coupons')),
  },
  {
    path: PATHS.editLoginPassword,
    meta: { auth: true, title: 'titles.edit_login_password', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/edit-login-password')),
  },
  {
    path: PATHS.editPayPassword,
    meta: { auth: true, title: 'titles.edit_pay_password', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/edit-pay-password')),
  },
  {
    path: PATHS.feedback,
    meta: { auth: true, title: 'titles.feedback', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/feedback')),
  },
  {
    path: PATHS.level,
    meta: { auth: true, title: 'titles.level', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/level')),
  },
  {
    path: PATHS.operated,
    meta: { auth: true, title: 'titles.operated', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/operated')),
  },
  {
    path: PATHS.quesDetail,
    meta: { auth: true, title: 'titles.ques_detail', header: HEADER.page },
    load: feature(() => import('@/features/ad-center/routes/ques-detail')),
  },

  // ---- customer service, notifications, profile
  // Customer service is open to visitors (the spec's visitors may open "two untitled pages": /entry
  // and this one): the service icon of the sign-in pages and the contact button of the 402/403/404
  // dialog lead here, and the people who see them are the ones who most need support.
  // The language switch too: a locked-out visitor arrives in the account's language (the
  // 402/403/404 dialog switched to it), which need not be theirs.
  {
    path: PATHS.customer,
    meta: { auth: false, title: 'titles.customer', header: { service: false, language: true } },
    load: feature(() => import('@/features/customer/routes/customer')),
  },
  {
    path: PATHS.notification,
    meta: { auth: true, title: 'titles.notification', header: HEADER.page },
    load: feature(() => import('@/features/notification/routes/notification')),
  },
  {
    path: PATHS.profile,
    meta: { auth: true, title: 'titles.profile', header: HEADER.page },
    load: feature(() => import('@/features/profile/routes/profile')),
  },

  // ---- plans
  {
    path: PATHS.plan,
    meta: {
      auth: true,
      title: 'titles.plan',
      header: { back: { to: PATHS.adCenter }, bell: true },
    },
    load: feature(() => import('@/features/plan/routes/list')),
  },
  {
    path: PATHS.planDetail,
    meta: { auth: true, title: 'titles.plan_detail', header: HEADER.page },
    load: feature(() => import('@/features/plan/routes/detail')),
  },
  {
    path: PATHS.goodsDetail,
    meta: { auth: true, title: 'titles.goods_detail', header: { transparent: true } },
    load: feature(() => import('@/features/plan/routes/goods-detail')),
  },

  // ---- wallet
  {
    path: PATHS.wallet,
    meta: { auth: true, title: 'titles.wallet', header: HEADER.main },
    load: feature(() => import('@/features/wallet/routes/home')),
    prefetch: prefetchWallet,
  },
  {
    path: PATHS.bindCard,
    meta: { auth: true, title: 'titles.bind_card', header: HEADER.page },
    load: feature(() => import('@/features/wallet/routes/bind-card')),
  },
  {
    path: PATHS.foreignExchange,
    meta: {
      auth: true,
      title: 'titles.foreign_exchange',
      header: { transparent: true, light: true },
    },
    load: feature(() => import('@/features/wallet/routes/foreign-exchange')),
  },
  {
    path: PATHS.setPassword,
    meta: { auth: true, title: 'titles.set_password', header: HEADER.page },
    load: feature(() => import('@/features/wallet/routes/set-password')),
  },

  // ---- tools outside the product
  // The QA console needs no user session: it asks for the QA key itself (and says when the
  // server's QA surface is off).
  {
    path: PATHS.qa,
    meta: {
      auth: false,
      title: 'titles.qa',
      header: { back: false, service: false, language: true },
    },
    load: feature(() => import('@/features/qa/routes/console')),
  },
];
