/**
 * Every route of the route table (src/app/route-table.tsx, spec section 2, plus /profile), with the
 * title key of its meta and how to open it with real data. Shared by the screenshot sweep and the
 * accessibility sweep.
 */
import type { Page, Route } from 'playwright-core';
import { PATHS } from '../src/config/paths';
import { apiData, type PersonaName } from './support';

export interface RouteCase {
  /** The route table's path. */
  path: string;
  /** Meta title key (document.title). */
  title: string;
  /** Who is signed in (default demo). */
  as?: PersonaName;
  /** The URL to open (query string with real ids) when it is not `path`. */
  open?: (token: string) => Promise<string>;
  /**
   * Freezes a transient page in its own state for the capture (e.g. /entry, which signs in and
   * moves on): returns a release function, called after the capture.
   */
  hold?: (page: Page) => Promise<() => Promise<void>>;
}

interface PlanPage {
  list: { id: number; status: string }[];
}

/** demo's plan in delivery (real-time figures, learning phase), else the first one. */
async function deliveringPlanId(token: string): Promise<number> {
  const plans = await apiData<PlanPage>('/plan/order/list', { token, query: { page_size: 50 } });
  const plan = plans.list.find((item) => item.status === 'in_progress') ?? plans.list[0];
  if (!plan) throw new Error('seed: demo has no plan');
  return plan.id;
}

/** /entry signs in and navigates away at once: hold GET /api/user/info to capture its own screen. */
async function holdEntry(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route('**/api/user/info', (route) => {
    held.push(route);
  });
  return async () => {
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/api/user/info');
  };
}

export const ROUTE_CASES: readonly RouteCase[] = [
  { path: PATHS.login, title: 'titles.login' },
  { path: PATHS.register, title: 'titles.register' },
  { path: PATHS.adWelcome, title: 'titles.ad_welcome' },
  { path: PATHS.notFound, title: 'titles.not_found' },
  { path: PATHS.entry, title: 'titles.entry', hold: holdEntry },
  { path: PATHS.adCenter, title: 'titles.ad_center' },
  { path: PATHS.activities, title: 'titles.activities' },
  { path: PATHS.coupons, title: 'titles.coupons' },
  { path: PATHS.editLoginPassword, title: 'titles.edit_login_password' },
  { path: PATHS.editPayPassword, title: 'titles.edit_pay_password' },
  { path: PATHS.feedback, title: 'titles.feedback' },
  { path: PATHS.level, title: 'titles.level' },
  { path: PATHS.operated, title: 'titles.operated' },
  {
    path: PATHS.quesDetail,
    title: 'titles.ques_detail',
    open: async () => `${PATHS.quesDetail}?id=learning_phase`,
  },
  { path: PATHS.customer, title: 'titles.customer' },
  { path: PATHS.notification, title: 'titles.notification' },
  { path: PATHS.profile, title: 'titles.profile' },
  { path: PATHS.plan, title: 'titles.plan' },
  {
    path: PATHS.planDetail,
    title: 'titles.plan_detail',
    open: async (token) => `${PATHS.planDetail}?id=${await deliveringPlanId(token)}`,
  },
  {
    path: PATHS.goodsDetail,
    title: 'titles.goods_detail',
    open: async (token) => `${PATHS.goodsDetail}?id=${await deliveringPlanId(token)}`,
  },
  { path: PATHS.wallet, title: 'titles.wallet' },
  { path: PATHS.bindCard, title: 'titles.bind_card' },
  { path: PATHS.foreignExchange, title: 'titles.foreign_exchange' },
  // demo has a transaction password (the page sends them on to "change"): newbie sets a first one.
  { path: PATHS.setPassword, title: 'titles.set_password', as: 'newbie' },
];
