import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';

/**
 * QA resets racing the calls of the people who share the backend (walk 14, F6 and F7): a reset,
 * global or of one persona, is one transaction, so every other call sees the database before it or
 * after it, never half of it. Many calls at once (Promise.all) around the reset; nothing here
 * depends on timing, only on what every answer and the ledger look like afterwards.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PIN = createHash('md5').update('123456').digest('hex');

/** The HTTP status, envelope code and message of an answer. */
type Answer = { status: number; code: number; msg: string };

function expectClean(answers: Answer[], allowed: number[]): void {
  for (const answer of answers) {
    expect(answer.status, answer.msg).toBeLessThan(500);
    expect(allowed, `${answer.code} ${answer.msg}`).toContain(answer.code);
  }
}

/** A plan list's answers, kept apart from the other calls' to be checked. */
function planLists() {
  const answers: Promise<Answer & { data: { total: number } | null }>[] = [];
  return {
    get(token: string) {
      const answer = server.get<{ total: number } | null>(
        '/plan/order/list',
        { page_size: 100 },
        { token },
      );
      answers.push(answer);
      return answer;
    },
    /** The number of plans each list that was answered showed. */
    async totals(): Promise<number[]> {
      return (await Promise.all(answers)).flatMap((a) =>
        a.code === 200 ? [a.data?.total ?? -1] : [],
      );
    },
  };
}

/** Sum of demo's flows that move the available balance, and the balance, from the database. */
async function ledgerOf(username: string): Promise<{ available: bigint; flows: bigint }> {
  const user = await server.db.user.findUniqueOrThrow({ where: { username } });
  const wallet = await server.db.wallet.findUniqueOrThrow({ where: { userId: user.id } });
  const sum = await server.db.ledgerEntry.aggregate({
    where: { userId: user.id, type: { not: 'ad_serving' } },
    _sum: { amount: true },
  });
  return { available: wallet.available, flows: sum._sum.amount ?? 0n };
}

/** Row counts of the seeded tables: one seed, not two and not half of one. */
async function seedCounts() {
  const db = server.db;
  return {
    users: await db.user.count(),
    wallets: await db.wallet.count(),
    sessions: await db.session.count(),
    licenceKeys: await db.licenceKey.count(),
    authorizationCodes: await db.authorizationCode.count(),
    products: await db.product.count(),
    couponTemplates: await db.couponTemplate.count(),
    coupons: await db.coupon.count(),
    acceptors: await db.acceptor.count(),
    plans: await db.planOrder.count(),
    flows: await db.ledgerEntry.count(),
    notifications: await db.notification.count(),
    cards: await db.bankCard.count(),
    simState: await db.simState.count(),
  };
}

const ROUNDS = 3;
const WAVE = 12;
/** Rounds of the scenario users' race, and users per round (4 scenario users: 100 calls). */
const SCENARIO_ROUNDS = 4;
const SCENARIO_USERS = 4;
/** Dozens of calls that each hash a PIN, and a few resets, on a busy 2-core machine. */
const SLOW = 180_000;

describe('QA resets racing other calls', () => {
  it(
    "a persona reset amid that persona's withdrawals and reads leaves a ledger that adds up",
    async () => {
      expect((await server.qa('/user/reset', { username: 'demo' })).code).toBe(200);
      for (let round = 0; round < ROUNDS; round++) {
        const token = await server.login('demo');
        const plans = planLists();
        const calls = () => [
          server.post('/user/withdraw', { amount: '1.00', password: PIN }, { token }),
          plans.get(token),
        ];
        // Calls already running when the reset starts, the reset, and more behind it.
        const before = Array.from({ length: WAVE }, calls).flat();
        const reset = server.qa('/user/reset', { username: 'demo' });
        const after = Array.from({ length: WAVE }, calls).flat();
        const answers = await Promise.all([...before, reset, ...after]);
        expect((await reset).code, (await reset).msg).toBe(200);
        // A withdrawal is made (on the account before or after the reset) or finds its token revoked.
        expectClean(answers, [200, 401]);
        // A read sees demo before the reset or after it, never half of its seed: its 8 plans.
        for (const total of await plans.totals()) expect(total).toBe(8);
        const { available, flows } = await ledgerOf('demo');
        expect(flows).toBe(available);
        // Every withdrawal left has its flow, and every withdrawal flow its withdrawal.
        const demo = await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } });
        const withdrawals = await server.db.withdrawal.count({ where: { userId: demo.id } });
        const withdrawalFlows = await server.db.ledgerEntry.count({
          where: { userId: demo.id, type: 'manual_withdrawal' },
        });
        expect(withdrawalFlows).toBe(withdrawals);
      }
    },
    SLOW,
  );

  it(
    'several global resets at once all succeed and leave the database seeded once',
    async () => {
      expect((await server.qa('/reset')).code).toBe(200);
      const once = await seedCounts();
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await Promise.all(Array.from({ length: 4 }, () => server.qa('/reset')));
        expectClean(answers, [200]);
        expect(await seedCounts()).toEqual(once);
        expect((await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } })).id).toBe(
          1,
        );
        const { available, flows } = await ledgerOf('demo');
        expect(available).toBe(1_000_000n);
        expect(flows).toBe(available);
      }
      await server.login('demo');
    },
    SLOW,
  );

  it(
    "other users' calls during a global reset get their answer or 401, never a server error",
    async () => {
      expect((await server.qa('/reset')).code).toBe(200);
      for (let round = 0; round < ROUNDS; round++) {
        const demo = { token: await server.login('demo') };
        const hybrid = await server.login('hybrid');
        const plans = planLists();
        const calls = () => [
          server.post('/check/password', { password: PIN }, demo),
          server.post('/user/withdraw', { amount: '1.00', password: PIN }, demo),
          server.get('/user/property', {}, demo),
          server.get('/transaction_flow/list', {}, demo),
          server.get('/user/info', {}, demo),
          plans.get(hybrid),
        ];
        const before = Array.from({ length: 5 }, calls).flat();
        const reset = server.qa('/reset');
        const after = Array.from({ length: 5 }, calls).flat();
        const answers = await Promise.all([...before, reset, ...after]);
        expect((await reset).code).toBe(200);
        expectClean(answers, [200, 401]);
        // hybrid's plans are the seed's welcome offers, before the reset and after it.
        for (const total of await plans.totals()) expect(total).toBe(3);
        const { available, flows } = await ledgerOf('demo');
        expect(flows).toBe(available);
      }
    },
    SLOW,
  );

  it(
    "scenario users' calls in flight during a global reset, which deletes them, answer 200 or 401",
    async () => {
      expect((await server.qa('/reset')).code).toBe(200);
      for (let round = 0; round < SCENARIO_ROUNDS; round++) {
        // Users the reset deletes (the seed has no row of theirs), signed in and funded.
        const tokens = await Promise.all(
          Array.from({ length: SCENARIO_USERS }, async () => {
            const made = await server.qa<{ token: string | null }>('/scenario', { name: 'funded' });
            expect(made.code, made.msg).toBe(200);
            if (!made.data.token) throw new Error('funded scenario without a token');
            return made.data.token;
          }),
        );
        // Calls that read, and the PIN check, whose first statement writes the user's row (it
        // waits for the reset's commit, then finds the row gone).
        const calls = () =>
          tokens.flatMap((token) => [
            server.post('/check/password', { password: PIN }, { token }),
            server.post('/check/password', { password: PIN }, { token }),
            server.get('/user/property', {}, { token }),
            server.get('/transaction_flow/list', {}, { token }),
            server.post('/user/notifications/unread_count', {}, { token }),
          ]);
        const before = Array.from({ length: 3 }, calls).flat();
        const reset = server.qa('/reset');
        const after = Array.from({ length: 2 }, calls).flat();
        const answers = await Promise.all([...before, reset, ...after]);
        expect((await reset).code).toBe(200);
        // Each answer is the call's own or, once its user is gone, what a dead token answers.
        const dead = await server.post('/check/password', { password: PIN }, { token: tokens[0] });
        expect(dead).toMatchObject({ status: 200, code: 401, data: null });
        for (const answer of answers) {
          expect(answer.status, `${answer.code} ${answer.msg}`).toBeLessThan(500);
          if (answer.code !== 200) expect(answer).toEqual(dead);
        }
      }
    },
    SLOW,
  );

  // PostgreSQL: a reset that would wait for a transaction that may be waiting for it.
  it.runIf(onPostgres)(
    'a global reset that meets a transaction holding a table gives way to it and runs again',
    async () => {
      // Once first, so that this one locks the tables at once (the seed's secrets are hashed).
      expect((await server.qa('/reset')).code).toBe(200);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another call's transaction: it has written to Wallet and goes on (here: until released).
      const holder = server.db.$transaction(
        async (tx) => {
          await tx.$executeRaw`UPDATE "Wallet" SET "available" = "available" WHERE "userId" = 1`;
          locked();
          await released;
        },
        { timeout: SLOW },
      );
      await isLocked;
      const reset = server.qa('/reset');
      // The reset's lock of the tables waits for Wallet, gives way (its transaction rolls back)
      // and asks again from a new transaction: two transactions are seen waiting for the table.
      const waiting = new Set<string>();
      while (waiting.size < 2) {
        const rows = await server.db.$queryRaw<{ vxid: string }[]>`
          SELECT "virtualtransaction" AS vxid FROM pg_locks
          WHERE NOT granted AND relation = '"Wallet"'::regclass`;
        for (const row of rows) waiting.add(row.vxid);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      release();
      await holder;
      const answer = await reset;
      expect(answer.code, answer.msg).toBe(200);
      expect((await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } })).id).toBe(1);
    },
    SLOW,
  );
});
