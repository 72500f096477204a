import { INFORMATIONAL_FLOW_TYPES, PlanOrder, Withdrawal, formatMoney } from '@adc/contract';
import { parseMoney } from '@adc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  available,
  deposit,
  failure,
  pick,
  property,
  walletReadyAccount,
  withdraw,
  type Account,
} from './kits/wallet-test-kit';
import { startTestServer, type Envelope, type TestServer } from './harness';

/**
 * The money requirements end to end: balances never go negative whatever the concurrency, a
 * retried request moves money once, and the ledger always explains the balances.
 */
let server: TestServer;

beforeAll(async () => {
  // 300 simultaneous requests from this one process are more than the default per-client
  // connection limit, which protocol.test.ts covers; here only the money counts.
  server = await startTestServer({ maxConnectionsPerClient: 1_000 });
});

afterAll(async () => {
  await server.close();
});

type Response = Envelope & { status: number };

function expectNoServerError(responses: Response[]): void {
  for (const res of responses) {
    expect(res.status).toBeLessThan(500);
    expect(res.code).not.toBe(500);
  }
}

/**
 * The invariants of API.md "Money rules": the balance-moving flows sum to available_balance,
 * total_assets is the sum of the three balances, and no balance is negative.
 */
async function expectLedgerExplainsBalances(account: Account): Promise<void> {
  const wallet = await property(server, account);
  const moving = await server.db.ledgerEntry.aggregate({
    where: { userId: account.userId, type: { notIn: [...INFORMATIONAL_FLOW_TYPES] } },
    _sum: { amount: true },
  });
  expect(formatMoney(moving._sum.amount ?? 0n)).toBe(wallet.available_balance);
  const [avail, consumed, settled, total] = [
    wallet.available_balance,
    wallet.to_be_consumed,
    wallet.to_be_settled,
    wallet.total_assets,
  ].map(toMinor);
  expect(total).toBe((avail ?? 0n) + (consumed ?? 0n) + (settled ?? 0n));
  for (const balance of [avail, consumed, settled]) expect(balance).toBeGreaterThanOrEqual(0n);
}

const toMinor = (amount: string): bigint =>
  parseMoney(amount, { signed: true }) ?? expect.unreachable(`not an amount: ${amount}`);

async function openAcceptanceOrder(account: Account): Promise<number> {
  const opened = await server.post(
    '/acceptor/detail',
    { type: 'personal', code: 'ACC-P-1001' },
    { token: account.token },
  );
  expect(opened.code).toBe(200);
  const page = await server.get<{ current: { id: number } | null }>(
    '/acceptor/order/list',
    {},
    { token: account.token },
  );
  const id = page.data.current?.id;
  if (!id) throw new Error('no open acceptance order');
  return id;
}

describe('a burst on one wallet', () => {
  it('300 simultaneous deposits all land, none as a server error', async () => {
    const account = await walletReadyAccount(server);
    const results = await Promise.all(
      Array.from({ length: 300 }, () => deposit(server, account, '1.00').then(() => 'ok')),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(300);
    expect(await available(server, account)).toBe(30_000n);
    await expectLedgerExplainsBalances(account);
  });
});

describe('concurrent withdrawals', () => {
  it('lets exactly one of 20 parallel withdrawals of 60% of the balance through', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(server, account, '600.00')),
    );
    expectNoServerError(results);
    const succeeded = results.filter((res) => res.code === 200);
    expect(succeeded).toHaveLength(1);
    expect(Withdrawal.parse(succeeded[0]?.data).status).toBe('pending');
    expect(results.filter((res) => res.code !== 200).map(pick)).toEqual(
      Array(19).fill(failure('error.withdraw_exceeds_balance')),
    );
    expect(await available(server, account)).toBe(40000n);
    expect(await server.db.withdrawal.count({ where: { userId: account.userId } })).toBe(1);
    await expectLedgerExplainsBalances(account);
  });

  it('never overdraws under parallel withdrawals of mixed sizes', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const amounts = Array.from({ length: 30 }, (_, i) =>
      formatMoney(BigInt(1_000 + ((i * 7919) % 9) * 2_500)),
    );
    const results = await Promise.all(amounts.map((amount) => withdraw(server, account, amount)));
    expectNoServerError(results);
    const taken = amounts
      .filter((_, i) => results[i]?.code === 200)
      .reduce((sum, amount) => sum + toMinor(amount), 0n);
    expect(taken).toBeLessThanOrEqual(100000n);
    expect(await available(server, account)).toBe(100000n - taken);
    for (const res of results.filter((r) => r.code !== 200))
      expect(pick(res)).toEqual(failure('error.withdraw_exceeds_balance'));
    // Whatever was refused was refused for want of money: the rest is smaller than the smallest refusal.
    const refusedSizes = amounts.filter((_, i) => results[i]?.code !== 200).map(toMinor);
    if (refusedSizes.length > 0)
      expect(100000n - taken).toBeLessThan(refusedSizes.reduce((a, b) => (a < b ? a : b)));
    await expectLedgerExplainsBalances(account);
  });
});

describe('Idempotency-Key on /user/withdraw', () => {
  it('replays sequential retries and moves money once', async () => {
    const account = await walletReadyAccount(server, '500.00');
    const responses: Response[] = [];
    for (let i = 0; i < 5; i += 1)
      responses.push(await withdraw(server, account, '123.45', { key: 'sequential-1' }));
    expect(responses[0]?.code).toBe(200);
    for (const res of responses) expect(res).toEqual(responses[0]);
    expect(await available(server, account)).toBe(50000n - 12345n);
    await expectLedgerExplainsBalances(account);
  });

  it('moves money once for concurrent retries, and every answer is that one withdrawal', async () => {
    const account = await walletReadyAccount(server, '500.00');
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        withdraw(server, account, '200.00', { key: 'concurrent-1' }),
      ),
    );
    expectNoServerError(results);
    const succeeded = results.filter((res) => res.code === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const res of succeeded) expect(res).toEqual(succeeded[0]);
    // A retry that arrives while the first is still running is told so; it moved nothing.
    for (const res of results.filter((r) => r.code !== 200))
      expect(pick(res)).toEqual(failure('error.request_in_progress'));
    expect(await available(server, account)).toBe(30000n);
    expect(await server.db.withdrawal.count({ where: { userId: account.userId } })).toBe(1);
    // Once it is done, a retry replays it.
    expect(await withdraw(server, account, '200.00', { key: 'concurrent-1' })).toEqual(
      succeeded[0],
    );
    await expectLedgerExplainsBalances(account);
  });

  it('refuses a different body under the same key and moves nothing', async () => {
    const account = await walletReadyAccount(server, '500.00');
    const first = await withdraw(server, account, '100.00', { key: 'conflict-1' });
    expect(first.code).toBe(200);
    const conflicting = await Promise.all([
      withdraw(server, account, '100.01', { key: 'conflict-1' }),
      withdraw(server, account, '100.00', { key: 'conflict-1', pin: '999999' }),
    ]);
    for (const res of conflicting) expect(pick(res)).toEqual(failure('error.idempotency_conflict'));
    expect(await available(server, account)).toBe(40000n);
    expect(await withdraw(server, account, '100.00', { key: 'conflict-1' })).toEqual(first);
  });
});

describe('Idempotency-Key after a crash', () => {
  /** Leaves key `key` as an attempt that crashed before its money moved would: claimed, unsealed. */
  async function crashedClaim(account: Account, key: string, lockedForMs: number) {
    // The same request under another key gives the request's fingerprint (it excludes the key).
    const probe = `probe-${key}`;
    expect((await withdraw(server, account, '10.00', { key: probe })).code).toBe(200);
    const { requestHash, route } = await server.db.idempotencyKey.findUniqueOrThrow({
      where: { userId_key: { userId: account.userId, key: probe } },
    });
    await server.db.idempotencyKey.create({
      data: {
        userId: account.userId,
        key,
        route,
        requestHash,
        response: '',
        claimToken: 'the-crashed-process',
        lockedUntil: new Date(Date.now() + lockedForMs),
        createdAt: new Date(),
      },
    });
  }

  it('runs a retry once when the crashed attempt moved no money, then replays it', async () => {
    const account = await walletReadyAccount(server, '100.00');
    await crashedClaim(account, 'crashed-1', -1_000);
    const retry = await withdraw(server, account, '10.00', { key: 'crashed-1' });
    expect(retry.code).toBe(200);
    expect(await available(server, account)).toBe(10000n - 2000n);
    expect(await withdraw(server, account, '10.00', { key: 'crashed-1' })).toEqual(retry);
    expect(await available(server, account)).toBe(10000n - 2000n);
    await expectLedgerExplainsBalances(account);
  });

  it('waits for the lease of an attempt that may still be running, then takes over', async () => {
    const account = await walletReadyAccount(server, '100.00');
    await crashedClaim(account, 'crashed-2', 1_500);
    const started = Date.now();
    const retry = await withdraw(server, account, '10.00', { key: 'crashed-2' });
    expect(retry.code).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(await available(server, account)).toBe(10000n - 2000n);
  });

  it('seals the outcome in the money transaction: a committed withdrawal is never run again', async () => {
    const account = await walletReadyAccount(server, '100.00');
    const first = await withdraw(server, account, '25.00', { key: 'sealed-1' });
    const row = await server.db.idempotencyKey.findUniqueOrThrow({
      where: { userId_key: { userId: account.userId, key: 'sealed-1' } },
    });
    // Even with its lease long gone, the key holds the committed outcome and replays it.
    await server.db.idempotencyKey.update({
      where: { id: row.id },
      data: { lockedUntil: new Date(0) },
    });
    expect(JSON.parse(row.response)).toEqual({ ok: true, data: first.data });
    expect(await withdraw(server, account, '25.00', { key: 'sealed-1' })).toEqual(first);
    expect(await available(server, account)).toBe(10000n - 2500n);
  });
});

describe('concurrent acceptance completions', () => {
  it('credit the deposit once', async () => {
    const account = await walletReadyAccount(server);
    const orderId = await openAcceptanceOrder(account);
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        server.qa('/acceptor_orders/complete', { id: orderId, amount: '2500.00' }),
      ),
    );
    expectNoServerError(results);
    expect(results.filter((res) => res.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.code !== 200).map(pick)).toEqual(
      Array(14).fill(failure('error.order_not_open')),
    );
    expect(await available(server, account)).toBe(250000n);
    await expectLedgerExplainsBalances(account);
  });
});

/** A small deterministic PRNG (mulberry32), so that a failing sequence can be replayed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a long mixed sequence', () => {
  it('keeps the ledger summing to the balances after every step', async () => {
    const account = await walletReadyAccount(server, '2000.00');
    const random = prng(20261121);
    const amount = (maxMajor: number) =>
      formatMoney(BigInt(1 + Math.floor(random() * maxMajor * 100)));
    const pendingWithdrawals: number[] = [];
    const operations: Array<() => Promise<Response[]>> = [
      async () => {
        await deposit(server, account, amount(500));
        return [];
      },
      async () => {
        const res = await withdraw(server, account, amount(800));
        if (res.code === 200) pendingWithdrawals.push(Withdrawal.parse(res.data).id);
        else expect(pick(res)).toEqual(failure('error.withdraw_exceeds_balance'));
        return [res];
      },
      async () => {
        const id = pendingWithdrawals.shift();
        if (id === undefined) return [];
        return [await server.qa('/withdrawals/review', { id, approve: random() < 0.5 })];
      },
      async () => {
        const orderId = await openAcceptanceOrder(account);
        return [
          await server.qa('/acceptor_orders/complete', { id: orderId, amount: amount(5000) }),
        ];
      },
      async () => {
        // A burst of everything at once.
        const burst = await Promise.all([
          withdraw(server, account, amount(300)),
          withdraw(server, account, amount(300)),
          server.qa('/user/deposit', { username: account.username, amount: amount(200) }),
          withdraw(server, account, amount(300), { key: `burst-${random()}` }),
        ]);
        for (const res of burst.slice(0, 2).concat(burst.slice(3))) {
          if (res.code === 200) pendingWithdrawals.push(Withdrawal.parse(res.data).id);
        }
        return burst;
      },
    ];
    for (let step = 0; step < 60; step += 1) {
      const operation = operations[Math.floor(random() * operations.length)];
      if (!operation) throw new Error('no operation');
      const responses = await operation();
      expectNoServerError(responses);
      for (const res of responses) expect([200, 400]).toContain(res.code);
      await expectLedgerExplainsBalances(account);
    }
    // Reject what is left: every refund lands once.
    const refunds = await Promise.all(
      pendingWithdrawals.map((id) => server.qa('/withdrawals/review', { id, approve: false })),
    );
    expect(refunds.every((res) => res.code === 200)).toBe(true);
    await expectLedgerExplainsBalances(account);
  }, 120_000);

  it('holds with plans put, failed, completed and settled', async () => {
    const account = await walletReadyAccount(server, '5000.00');
    const push = async () => {
      const res = await server.qa<PlanOrder>('/plans/push', { username: account.username });
      expect(res.code).toBe(200);
      return PlanOrder.parse(res.data).id;
    };
    const put = async (id: number, planAmount: string) => {
      const res = await server.post<PlanOrder>(
        '/plan/order/put',
        { id, amount: planAmount },
        { token: account.token, headers: { 'Idempotency-Key': `put-${id}` } },
      );
      expect(res.code).toBe(200);
      // A retry of the same put replays it and moves no money twice.
      expect(
        await server.post(
          '/plan/order/put',
          { id, amount: planAmount },
          { token: account.token, headers: { 'Idempotency-Key': `put-${id}` } },
        ),
      ).toEqual(res);
      return res;
    };
    const force = async (id: number, outcome: 'fail' | 'complete' | 'settle') => {
      const res = await server.qa<PlanOrder>('/plans/force', { id, outcome });
      expect(res.code).toBe(200);
      return PlanOrder.parse(res.data);
    };

    const failed = await push();
    await put(failed, '1000.00');
    expect(await available(server, account)).toBe(400000n);
    await expectLedgerExplainsBalances(account);
    expect((await force(failed, 'fail')).status).toBe('launch_failed');
    await expectLedgerExplainsBalances(account);

    const settled = await push();
    await put(settled, '1500.00');
    await expectLedgerExplainsBalances(account);
    expect((await force(settled, 'complete')).status).toMatch(
      /^(launch_completed|waiting_settlement)$/,
    );
    await expectLedgerExplainsBalances(account);
    expect((await force(settled, 'settle')).status).toBe('settled');
    await expectLedgerExplainsBalances(account);

    const running = await push();
    await put(running, '800.00');
    const withdrawal = await withdraw(server, account, '100.00');
    expect(withdrawal.code).toBe(200);
    // Let the simulation run: matching, part of the consumption.
    expect((await server.qa('/clock/advance', { seconds: 3600 })).code).toBe(200);
    await expectLedgerExplainsBalances(account);
    expect(
      (
        await server.qa('/withdrawals/review', {
          id: Withdrawal.parse(withdrawal.data).id,
          approve: false,
        })
      ).code,
    ).toBe(200);
    await expectLedgerExplainsBalances(account);
    const flows = await server.db.ledgerEntry.findMany({
      where: { userId: account.userId },
      select: { type: true },
    });
    expect(new Set(flows.map((flow) => flow.type))).toEqual(
      new Set([
        'system_deposit',
        'ad_billing',
        'system_chargeback',
        'ad_serving',
        'profit_sharing',
        'manual_withdrawal',
      ]),
    );
  });
});
