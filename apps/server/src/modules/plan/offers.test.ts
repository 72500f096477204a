import { PlanOrder, type Session, paginated, type ProductType } from '@adc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { freshAccount, walletReadyAccount, type Account } from '../../test/kits/wallet-test-kit';
import { dailyOfferProduct, offerDayOf } from './offers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY_S = 24 * 3600;

async function plans(token: string, status?: string): Promise<PlanOrder[]> {
  const res = await server.get<unknown>(
    '/plan/order/list',
    { page_size: 100, ...(status ? { status } : {}) },
    { token },
  );
  expect(res.code, res.msg).toBe(200);
  return paginated(PlanOrder).parse(res.data).list;
}

const pendingOf = (token: string) => plans(token, 'pending_launch');

/** One pending order on a product of each type, offered by the platform (not official pushes). */
function expectWelcomeOffers(offers: PlanOrder[]): void {
  expect(offers).toHaveLength(3);
  expect(offers.map((p) => p.product.type).sort()).toEqual(
    (['game', 'landing_page', 'video'] satisfies ProductType[]).sort(),
  );
  for (const offer of offers)
    expect(offer).toMatchObject({
      status: 'pending_launch',
      official_push: false,
      put_amount: null,
    });
}

async function launch(account: Account, id: number): Promise<void> {
  const res = await server.post(
    '/plan/order/put',
    { id, amount: '100.00' },
    { token: account.token },
  );
  expect(res.code, res.msg).toBe(200);
}

async function advanceDays(days: number): Promise<Date> {
  const res = await server.qa<{ now: string }>('/clock/advance', { seconds: days * DAY_S });
  expect(res.code, res.msg).toBe(200);
  return new Date(res.data.now);
}

describe('plans offered by the platform', () => {
  it('a newly registered account finds 3 pending orders, one on a product of each type', async () => {
    const key = (await server.qa<{ keys: string[] }>('/licence_keys', { count: 1 })).data.keys[0];
    const res = await server.post<Session>('/auth/v2/register', {
      username: `offer_${Date.now().toString(36)}`,
      password: 'secret123',
      confirm_password: 'secret123',
      email: 'offers@example.com',
      phone: '+15550001111',
      license_key: key,
    });
    expect(res.code, res.msg).toBe(200);
    expectWelcomeOffers(await plans(res.data.token));
  });

  it('an account opened with an authorization code finds them too', async () => {
    const account = await freshAccount(server);
    expectWelcomeOffers(await plans(account.token));
  });

  it('the seeded personas have their offers', async () => {
    expectWelcomeOffers(await plans(await server.login('newbie')));
    expectWelcomeOffers(await plans(await server.login('hybrid')));
    expect((await pendingOf(await server.login('demo'))).length).toBeGreaterThanOrEqual(2);
  });

  it('offers one new order a simulated day while fewer than 2 are pending, the same for the same user and day', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const [first, second, third] = await pendingOf(account.token);
    if (!first || !second || !third) throw new Error('expected 3 welcome offers');
    await launch(account, first.id);
    expect(await pendingOf(account.token)).toHaveLength(2); // 2 left: no offer needed
    await launch(account, second.id);

    // 1 pending: today's offer comes at once, and only once, however often the list is read.
    const reads = await Promise.all([1, 2, 3].map(() => pendingOf(account.token)));
    const today = await pendingOf(account.token);
    expect(today).toHaveLength(2);
    for (const read of reads)
      expect(read.map((p) => p.id).sort()).toEqual(today.map((p) => p.id).sort());
    const offered = today.find((p) => p.id !== third.id);
    const now = server.app.core.clock.now();
    const products = await server.db.product.findMany({ orderBy: { id: 'asc' } });
    expect(offered?.product.id).toBe(
      dailyOfferProduct(products, account.userId, offerDayOf(now))?.id,
    );
    expect(offered?.official_push).toBe(false);

    // Today's offer launched too: 1 pending, and nothing more until the next simulated day.
    if (!offered) throw new Error('no daily offer');
    await launch(account, offered.id);
    expect(await pendingOf(account.token)).toHaveLength(1);
    const tomorrow = await advanceDays(1);
    const next = await pendingOf(account.token);
    expect(next).toHaveLength(2);
    const nextOffer = next.find((p) => p.id !== third.id);
    expect(nextOffer?.product.id).toBe(
      dailyOfferProduct(products, account.userId, offerDayOf(tomorrow))?.id,
    );
    // With 2 pending, another day brings nothing.
    await advanceDays(1);
    expect(await pendingOf(account.token)).toHaveLength(2);
  });
});
