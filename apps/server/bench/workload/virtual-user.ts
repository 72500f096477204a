/**
 * One virtual user: the calls the web client makes (apps/web/src/features/x/api), with think time.
 *
 * Signs in (POST /auth/v2/login) and opens the home page (user info, the overview of today, the
 * bell's unread count). Then, until the end, it waits a think time and does one action picked by
 * weight: back to home; wallet (balance, this month's flows page 1, sometimes page 2, the card);
 * plans (list page 1, sometimes page 2, one detail); launch (pending list, detail, product,
 * balance, unused coupons, PIN check, put with a coupon when one applies); coupons (claimable
 * list, claim one); withdraw (card, balance, withdraw 10.00 with the PIN); notifications (page
 * 1, mark one read, unread count). While on any page, the home page's polls (overview and unread
 * count) run every 30 s as the client's refetchInterval does. After a session of
 * `sessionActions` actions it signs in again.
 */
import type { Client, Envelope } from './client';
import { md5 } from '../../src/lib/crypto';

export interface VirtualUserOptions {
  password: string;
  pin: string;
  thinkMs: number;
  pollMs: number;
  sessionActions: number;
}

type Action = 'home' | 'wallet' | 'plans' | 'launch' | 'coupons' | 'withdraw' | 'notifications';

/** Relative weights of the actions between two think times. */
export const ACTION_WEIGHTS: Record<Action, number> = {
  home: 15,
  wallet: 20,
  plans: 25,
  launch: 8,
  coupons: 6,
  withdraw: 3,
  notifications: 23,
};

const TOTAL_WEIGHT = Object.values(ACTION_WEIGHTS).reduce((a, b) => a + b, 0);

interface Paged {
  list: Array<Record<string, unknown>>;
  total: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chance = (p: number) => Math.random() < p;

export class VirtualUser {
  private token = '';
  private nextPoll = 0;
  private actionsLeft = 0;

  constructor(
    private readonly client: Client,
    private readonly username: string,
    private readonly options: VirtualUserOptions,
  ) {}

  /**
   * Starts after `delayMs`, signs in (then calls `signedIn`) and runs until `end.at` (ms since the
   * epoch; the caller sets it once every user is in).
   */
  async run(delayMs: number, end: { at: number }, signedIn: () => void): Promise<void> {
    await sleep(delayMs);
    while (!(await this.signIn())) {
      if (Date.now() >= end.at) return;
      await sleep(1_000);
    }
    signedIn();
    while (Date.now() < end.at) {
      await sleep(this.options.thinkMs * (0.5 + Math.random()));
      if (Date.now() >= end.at) break;
      // A failed sign-in (recorded) is tried again after the next think time.
      if (this.actionsLeft <= 0 && !(await this.signIn())) continue;
      if (Date.now() >= this.nextPoll) await this.poll();
      await this[pickAction()]();
      this.actionsLeft--;
    }
  }

  private get(name: string, query = ''): Promise<Envelope | null> {
    return this.client.call(`GET ${name}`, 'GET', `${name}${query}`, { token: this.token });
  }

  private post(name: string, body: unknown, idempotent = false): Promise<Envelope | null> {
    return this.client.call(`POST ${name}`, 'POST', name, {
      token: this.token,
      body,
      idempotencyKey: idempotent ? crypto.randomUUID() : undefined,
    });
  }

  /** Signs in and opens the home page; false when the sign-in failed. */
  private async signIn(): Promise<boolean> {
    const answer = await this.client.call('POST /auth/v2/login', 'POST', '/auth/v2/login', {
      body: { username: this.username, password: this.options.password },
    });
    const token = (answer?.data as { token?: string } | null)?.token;
    if (!token) return false;
    this.token = token;
    this.actionsLeft = this.options.sessionActions;
    await this.home();
    return true;
  }

  private async home(): Promise<void> {
    await this.get('/user/info');
    await this.poll();
  }

  /** The home page's refetchInterval: the overview and the bell. */
  private async poll(): Promise<void> {
    await this.get('/ad/order/data_statistics/list', '?type=1&user_time_zone=Asia%2FTokyo');
    await this.post('/user/notifications/unread_count', {});
    this.nextPoll = Date.now() + this.options.pollMs;
  }

  private async wallet(): Promise<void> {
    const month = new Date().toISOString().slice(0, 7);
    await this.get('/user/property');
    await this.get('/transaction_flow/list', `?month=${month}&page=1&page_size=20`);
    if (chance(0.3))
      await this.get('/transaction_flow/list', `?month=${month}&page=2&page_size=20`);
    await this.get('/bank_card/detail');
  }

  private async plans(): Promise<void> {
    const first = page(await this.get('/plan/order/list', '?page=1&page_size=20'));
    if (chance(0.3)) await this.get('/plan/order/list', '?page=2&page_size=20');
    const id = first?.list[0]?.id;
    if (typeof id === 'number') await this.post('/plan/order/detail', { id });
  }

  private async launch(): Promise<void> {
    const pending = page(await this.get('/plan/order/list', '?status=pending_launch&page=1'));
    const id = pending?.list[0]?.id;
    if (typeof id !== 'number') return;
    await this.post('/plan/order/detail', { id });
    await this.post('/plan/order/app/detail', { id });
    await this.get('/user/property');
    const coupons = page(await this.get('/user_coupon/list', '?status=unused&page_size=100'));
    const amount = 100 + Math.floor(Math.random() * 5) * 100;
    const coupon = chance(0.5) ? usableCoupon(coupons?.list ?? [], amount) : undefined;
    await this.post('/check/password', { password: md5(this.options.pin) });
    await this.post(
      '/plan/order/put',
      { id, amount: `${amount}.00`, ...(coupon === undefined ? {} : { coupon_id: coupon }) },
      true,
    );
  }

  private async coupons(): Promise<void> {
    const claimable = page(
      await this.get('/user_coupon/list', '?status=claimable&page=1&page_size=100'),
    );
    const template = claimable?.list[0]?.template_id;
    if (typeof template === 'number')
      await this.post('/user_coupon/receive', { template_id: template }, true);
  }

  private async withdraw(): Promise<void> {
    await this.get('/bank_card/detail');
    await this.get('/user/property');
    await this.post('/user/withdraw', { amount: '10.00', password: md5(this.options.pin) }, true);
  }

  private async notifications(): Promise<void> {
    const first = page(await this.post('/user/notifications', { page: 1, page_size: 20 }));
    const unread = first?.list.find((n) => n.read === false)?.id;
    if (typeof unread === 'number') await this.post('/user/notifications/read', { id: unread });
    await this.post('/user/notifications/unread_count', {});
  }
}

function pickAction(): Action {
  let left = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of Object.entries(ACTION_WEIGHTS) as Array<[Action, number]>) {
    left -= weight;
    if (left < 0) return action;
  }
  return 'home';
}

function page(answer: Envelope | null): Paged | null {
  const data = answer?.code === 200 ? (answer.data as Paged | null) : null;
  return data && Array.isArray(data.list) ? data : null;
}

/** A coupon a launch of `amount` may use (fixed kinds need the amount to reach their limit). */
function usableCoupon(list: Array<Record<string, unknown>>, amount: number): number | undefined {
  const fits = list.find((c) => {
    if (c.kind === 'deduction' || c.kind === 'value_added') return true;
    return Number(c.amount_limit ?? Infinity) <= amount;
  });
  return typeof fits?.id === 'number' ? fits.id : undefined;
}
