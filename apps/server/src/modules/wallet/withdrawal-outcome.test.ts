import { PlanOrder, paginated } from '@adc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  flowPage,
  walletReadyAccount,
  withdraw,
  type Account,
} from '../../test/kits/wallet-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function review(id: number, approve: boolean): Promise<void> {
  const res = await server.qa('/withdrawals/review', { id, approve });
  expect(res.code, res.msg).toBe(200);
}

async function withdrawn(account: Account, amount: string): Promise<number> {
  const res = await withdraw(server, account, amount);
  expect(res.code, res.msg).toBe(200);
  return res.data.id;
}

/** Launches one of the account's platform offers with `amount` and forces it to completion. */
async function completePlan(account: Account, amount: string): Promise<void> {
  const offers = paginated(PlanOrder).parse(
    (
      await server.get<unknown>(
        '/plan/order/list',
        { status: 'pending_launch' },
        { token: account.token },
      )
    ).data,
  );
  const offer = offers.list[0];
  if (!offer) throw new Error('no platform offer to launch');
  const put = await server.post(
    '/plan/order/put',
    { id: offer.id, amount },
    { token: account.token },
  );
  expect(put.code, put.msg).toBe(200);
  expect((await server.qa('/plans/force', { id: offer.id, outcome: 'complete' })).code).toBe(200);
}

describe('withdrawal outcomes on the money flows', () => {
  it('gives every manual_withdrawal flow its status (pending, approved, rejected); other flows null', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const pending = await withdrawn(account, '100.00');
    const approved = await withdrawn(account, '200.00');
    const rejected = await withdrawn(account, '50.00');
    await review(approved, true);
    await review(rejected, false);

    const { list } = await flowPage(server, account);
    const statusOf = (id: number) =>
      list.find((f) => f.type === 'manual_withdrawal' && f.remark.includes(`#${id} `))?.status;
    expect(statusOf(pending)).toBe('pending');
    expect(statusOf(approved)).toBe('approved');
    expect(statusOf(rejected)).toBe('rejected');
    for (const flow of list.filter((f) => f.type !== 'manual_withdrawal'))
      expect(flow.status, flow.type).toBeNull();
    expect(list.map((f) => f.type).sort()).toEqual(
      [
        'manual_withdrawal',
        'manual_withdrawal',
        'manual_withdrawal',
        'system_chargeback',
        'system_deposit',
      ].sort(),
    );
  });

  it('marks ad_serving flows informational and leaves them out of the month totals', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    await completePlan(account, '100.00');
    const rejected = await withdrawn(account, '50.00');
    await review(rejected, false);

    const page = await flowPage(server, account);
    const serving = page.list.filter((f) => f.type === 'ad_serving');
    expect(serving).toHaveLength(1);
    expect(serving[0]).toMatchObject({ amount: '-100.00', informational: true, status: null });
    for (const flow of page.list.filter((f) => f.type !== 'ad_serving'))
      expect(flow.informational, flow.type).toBe(false);
    // Income: deposit 1000 + refund 50; expense: launch 100 + withdrawal 50 (ad_serving not counted).
    expect(page.month_income).toBe('1050.00');
    expect(page.month_expense).toBe('150.00');

    const onlyServing = await flowPage(server, account, { type: 'ad_serving' });
    expect(onlyServing.list.every((f) => f.informational)).toBe(true);
    expect(onlyServing).toMatchObject({ month_income: '1050.00', month_expense: '150.00' });
  });
});
