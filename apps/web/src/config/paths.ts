/**
 * Every route path of the app, by name. Features navigate with these (never with string literals
 * or by importing another feature). The route table (src/app/route-table.tsx) maps them to pages.
 */
export const PATHS = {
  root: '/',
  notFound: '/404',
  login: '/login',
  register: '/register',
  entry: '/entry',
  adWelcome: '/ad-welcome',
  adCenter: '/ad-center',
  activities: '/ad-center/activities',
  coupons: '/ad-center/coupons',
  editLoginPassword: '/ad-center/edit-login-password',
  editPayPassword: '/ad-center/edit-pay-password',
  feedback: '/ad-center/feedback',
  level: '/ad-center/level',
  operated: '/ad-center/operated',
  quesDetail: '/ad-center/ques-detail',
  customer: '/customer',
  notification: '/notification',
  plan: '/plan',
  planDetail: '/plan/detail',
  goodsDetail: '/plan/goods-detail',
  wallet: '/wallet',
  bindCard: '/wallet/bind-card',
  foreignExchange: '/wallet/foreign-exchange',
  setPassword: '/wallet/set-password',
  /** Not in the spec's route table: the implied profile screen (avatar upload and edit). */
  profile: '/profile',
  /** Not in the spec: the QA console (a tool for QA engineers; needs the QA key, no session). */
  qa: '/qa',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The page a nested page sits under (`/plan/detail` → `/plan`, `/wallet/bind-card` → `/wallet`),
 * or null for a top-level one: where back goes when there is no previous page.
 */
export function parentPath(pathname: string): AppPath | null {
  const parent = pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '');
  const paths: readonly string[] = Object.values(PATHS);
  return parent !== PATHS.root && paths.includes(parent) ? (parent as AppPath) : null;
}
