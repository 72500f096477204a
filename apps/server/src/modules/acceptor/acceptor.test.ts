import { AcceptanceOrder, Acceptor } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  available,
  failure,
  flowPage,
  freshAccount,
  moneyState,
  pick,
  type Account,
} from '../../test/kits/wallet-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const PERSONAL = { type: 'personal', code: 'ACC-P-1001' } as const;
const ENTERPRISE = { type: 'enterprise', code: 'ACC-E-2001' } as const;

interface OrderPage {
  list: AcceptanceOrder[];
  total: number;
  page: number;
  page_size: number;
  current: AcceptanceOrder | null;
}

async function orders(
  account: Account,
  query: Record<string, string | number> = {},
): Promise<OrderPage> {
  const res = await server.get<OrderPage>('/acceptor/order/list', query, { token: account.token });
  expect(res.code).toBe(200);
  res.data.list.forEach((order) => AcceptanceOrder.parse(order));
  if (res.data.current) AcceptanceOrder.parse(res.data.current);
  return res.data;
}

function openOrder(account: Account, body: unknown = PERSONAL, lang?: string) {
  return server.post<Acceptor>('/acceptor/detail', body, {
    token: account.token,
    headers: lang ? { 'Accept-Language': lang } : {},
  });
}

/** A fresh account with an open order at `body`'s acceptor; returns the order id. */
async function accountWithOpenOrder(
  body: unknown = PERSONAL,
): Promise<{ account: Account; orderId: number }> {
  const account = await freshAccount(server);
  expect((await openOrder(account, body)).code).toBe(200);
  const current = (await orders(account)).current;
  if (!current) throw new Error('no open order');
  return { account, orderId: current.id };
}

const complete = (id: number, amount: string | number) =>
  server.qa<AcceptanceOrder>('/acceptor_orders/complete', { id, amount });
const cancel = (id: number) => server.qa<AcceptanceOrder>('/acceptor_orders/cancel', { id });

describe('POST /acceptor/detail', () => {
  it('answers the acceptor and opens an acceptance order', async () => {
    const account = await freshAccount(server);
    const res = await openOrder(account);
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'code.200') });
    const acceptor = Acceptor.parse(res.data);
    expect(acceptor).toMatchObject({ type: 'personal', limit: '5000.00' });
    const page = await orders(account);
    expect(page.total).toBe(1);
    expect(page.current).toMatchObject({
      acceptor_name: acceptor.name,
      acceptor_type: 'personal',
      amount: null,
      status: 'accepting',
      currency: acceptor.currency,
    });
    expect(page.list).toEqual([page.current]);
  });

  it('keeps the open order when asked again for the same acceptor', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    expect((await openOrder(account)).code).toBe(200);
    const page = await orders(account);
    expect(page.total).toBe(1);
    expect(page.current?.id).toBe(orderId);
  });

  it('replaces the open order when the user picks another acceptor', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const res = await openOrder(account, ENTERPRISE);
    expect(Acceptor.parse(res.data)).toMatchObject({ type: 'enterprise', limit: '50000.00' });
    const page = await orders(account);
    expect(page.total).toBe(2);
    expect(page.current).toMatchObject({ acceptor_type: 'enterprise', status: 'accepting' });
    expect(page.list.map((order) => [order.id === orderId, order.status])).toEqual([
      [false, 'accepting'],
      [true, 'cancelled'],
    ]);
  });

  it('leaves one open order when openings race', async () => {
    const account = await freshAccount(server);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => openOrder(account, i % 2 ? ENTERPRISE : PERSONAL)),
    );
    expect(results.every((res) => res.code === 200)).toBe(true);
    expect(
      await server.db.acceptanceOrder.count({
        where: { userId: account.userId, status: 'accepting' },
      }),
    ).toBe(1);
  });

  it('refuses a wrong code, or a code of the other type', async () => {
    const account = await freshAccount(server);
    const expected = failure('error.acceptance_code_error');
    expect(pick(await openOrder(account, { type: 'personal', code: 'ACC-P-9999' }))).toEqual(
      expected,
    );
    expect(pick(await openOrder(account, { type: 'enterprise', code: PERSONAL.code }))).toEqual(
      expected,
    );
    expect(pick(await openOrder(account, { type: 'personal', code: ENTERPRISE.code }))).toEqual(
      expected,
    );
    expect(pick(await openOrder(account, { type: 'personal', code: 'nope' }, 'cht'))).toEqual(
      failure('error.acceptance_code_error', 'cht'),
    );
    expect((await orders(account)).total).toBe(0);
  });

  it('validates the type and the code', async () => {
    const account = await freshAccount(server);
    expect(pick(await openOrder(account, { type: 'bank', code: PERSONAL.code }))).toEqual(
      failure('validation.one_of', 'en', { field: 'type', options: 'personal, enterprise' }),
    );
    expect(pick(await openOrder(account, { type: 'personal', code: '  ' }))).toEqual(
      failure('validation.required', 'en', { field: 'code' }),
    );
    expect(pick(await openOrder(account, { type: 'personal' }))).toEqual(
      failure('validation.required', 'en', { field: 'code' }),
    );
    expect((await orders(account)).total).toBe(0);
  });

  it('needs a session', async () => {
    expect(pick(await server.post('/acceptor/detail', PERSONAL))).toEqual(
      failure('code.401', 'en', undefined, 401),
    );
    expect(pick(await server.get('/acceptor/order/list'))).toEqual(
      failure('code.401', 'en', undefined, 401),
    );
  });
});

describe('GET /acceptor/order/list', () => {
  it('answers an empty list and no current order for a new account', async () => {
    const account = await freshAccount(server);
    expect(await orders(account)).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 20,
      current: null,
    });
  });

  it('pages newest first and shows only the caller’s orders', async () => {
    const { account, orderId: first } = await accountWithOpenOrder();
    await complete(first, '10.00');
    await openOrder(account, ENTERPRISE);
    await openOrder(account, PERSONAL);
    const page = await orders(account);
    expect(page.total).toBe(3);
    expect(page.list.map((order) => [order.acceptor_type, order.status])).toEqual([
      ['personal', 'accepting'],
      ['enterprise', 'cancelled'],
      ['personal', 'completed'],
    ]);
    expect(page.list[2]).toMatchObject({ id: first, amount: '10.00' });
    const second = await orders(account, { page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.list).toEqual([page.list[2]]);
    expect(second.current).toEqual(page.list[0]);
    expect((await orders(await freshAccount(server))).total).toBe(0);
  });
});

describe('completing an acceptance order (QA)', () => {
  it('credits the deposit once: system_deposit flow, order completed', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const res = await complete(orderId, '1234.56');
    expect(res.code).toBe(200);
    expect(AcceptanceOrder.parse(res.data)).toMatchObject({
      id: orderId,
      amount: '1234.56',
      status: 'completed',
    });
    expect(await available(server, account)).toBe(123456n);
    const [flow] = (await flowPage(server, account)).list;
    expect(flow).toMatchObject({ type: 'system_deposit', amount: '1234.56' });
    expect(flow?.remark).toContain(`#${orderId}`);
    expect((await orders(account)).current).toBeNull();
  });

  it('accepts exactly the limit and refuses more', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const before = await moneyState(server, account);
    expect(pick(await complete(orderId, '5000.01'))).toEqual(
      failure('error.acceptance_limit_exceeded'),
    );
    expect(await moneyState(server, account)).toEqual(before);
    expect((await orders(account)).current?.status).toBe('accepting');
    expect((await complete(orderId, '5000.00')).code).toBe(200);
    expect(await available(server, account)).toBe(500000n);

    const enterprise = await accountWithOpenOrder(ENTERPRISE);
    expect(pick(await complete(enterprise.orderId, '50000.01'))).toEqual(
      failure('error.acceptance_limit_exceeded'),
    );
    expect((await complete(enterprise.orderId, '50000')).code).toBe(200);
  });

  it('refuses 0 and malformed amounts', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const before = await moneyState(server, account);
    expect(pick(await complete(orderId, '0'))).toEqual(
      failure('validation.positive_amount', 'en', { field: 'amount' }),
    );
    expect(pick(await complete(orderId, '1.001'))).toEqual(
      failure('validation.amount', 'en', { field: 'amount' }),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('completes an order once only', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    expect((await complete(orderId, '100.00')).code).toBe(200);
    const before = await moneyState(server, account);
    expect(pick(await complete(orderId, '100.00'))).toEqual(failure('error.order_not_open'));
    expect(pick(await cancel(orderId))).toEqual(failure('error.order_not_open'));
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('credits once when completions race', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => complete(orderId, '300.00')),
    );
    expect(results.filter((res) => res.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.code !== 200).map(pick)).toEqual(
      Array(9).fill(failure('error.order_not_open')),
    );
    expect(await available(server, account)).toBe(30000n);
    expect((await flowPage(server, account)).total).toBe(1);
  });

  it('answers both when the user switches acceptor while the order is being completed', async () => {
    // Both lock the wallet and the order: taken in opposite orders, PostgreSQL would deadlock.
    for (let round = 0; round < 5; round++) {
      const { account, orderId } = await accountWithOpenOrder();
      const [switched, completed] = await Promise.all([
        openOrder(account, ENTERPRISE),
        complete(orderId, '100.00'),
      ]);
      expect(pick(switched)).toEqual({ code: 200, msg: translate('en', 'code.200') });
      const won = completed.code === 200;
      if (!won) expect(pick(completed)).toEqual(failure('error.order_not_open'));
      const page = await orders(account);
      expect(page.list.find((order) => order.id === orderId)?.status).toBe(
        won ? 'completed' : 'cancelled',
      );
      expect(page.current).toMatchObject({ acceptor_type: 'enterprise', status: 'accepting' });
      expect(await available(server, account)).toBe(won ? 10000n : 0n);
    }
  });

  it('answers 405 for an unknown order', async () => {
    expect(pick(await complete(999_999, '1.00'))).toEqual(
      failure('error.record_not_found', 'en', undefined, 405),
    );
    expect(pick(await cancel(999_999))).toEqual(
      failure('error.record_not_found', 'en', undefined, 405),
    );
  });
});

describe('cancelling an acceptance order (QA)', () => {
  it('cancels an open order, which can then not be completed', async () => {
    const { account, orderId } = await accountWithOpenOrder();
    const res = await cancel(orderId);
    expect(res.code).toBe(200);
    expect(AcceptanceOrder.parse(res.data)).toMatchObject({
      id: orderId,
      status: 'cancelled',
      amount: null,
    });
    expect((await orders(account)).current).toBeNull();
    expect(pick(await cancel(orderId))).toEqual(failure('error.order_not_open'));
    expect(pick(await complete(orderId, '1.00'))).toEqual(failure('error.order_not_open'));
    expect(await available(server, account)).toBe(0n);
  });

  it('is also a service call', async () => {
    const { orderId } = await accountWithOpenOrder();
    await expect(server.app.services.acceptors.cancelOrder(orderId)).resolves.toMatchObject({
      id: orderId,
      status: 'cancelled',
    });
    await expect(server.app.services.acceptors.completeOrder(orderId, 100n)).rejects.toMatchObject({
      code: 400,
      key: 'error.order_not_open',
    });
  });
});
