import { INFORMATIONAL_FLOW_TYPES } from '@adc/contract';
import { createDb, type Db } from '@adc/db';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { children, freePort, startMain, type Started } from './entry-process';
import { QA_KEY } from './harness';
import { copyTemplateDatabase, type TestDatabase } from './test-database';

/**
 * A real server process is SIGKILLed under mixed money traffic (keyed withdrawals and plan
 * launches, deposits) and restarted on the same database. Whatever the moment of the kill, every
 * acknowledged operation is in the ledger, nothing is half-written, the balances are explained by
 * the ledger, and every Idempotency-Key resolves: replaying its acknowledged answer, or running
 * its operation exactly once.
 */

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

interface Account {
  username: string;
  userId: number;
  token: string;
}

/** One keyed money request as sent before the kill, with its answer if one arrived. */
interface Sent {
  account: Account;
  path: '/user/withdraw' | '/plan/order/put';
  key: string;
  body: Record<string, unknown>;
  answer?: Answer;
}

const PIN = '135790';
const md5 = (value: string) => createHash('md5').update(value).digest('hex');

describe('a server killed under money traffic', () => {
  let dir: string;
  let database: TestDatabase;
  let db: Db;
  let server: Started;
  const sent: Sent[] = [];
  let accounts: Account[] = [];

  const env = async (): Promise<Record<string, string>> => ({
    PORT: await freePort(),
    DATABASE_URL: database.url,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    QA_KEY,
  });

  async function call(
    urlPath: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await fetch(`${server.url}/api${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  }
  async function ok<T>(urlPath: string, body: unknown, headers?: Record<string, string>) {
    const answer = await call(urlPath, body, headers);
    if (answer.code !== 200) throw new Error(`${urlPath}: ${answer.code} ${answer.msg}`);
    return answer.data as T;
  }
  const qa = <T>(urlPath: string, body: unknown) =>
    ok<T>(`/__qa${urlPath}`, body, { 'x-qa-key': QA_KEY });

  async function walletReadyAccount(): Promise<Account> {
    const { code, username } = await qa<{ code: string; username: string }>(
      '/authorization_codes',
      {},
    );
    const opened = await ok<{ token: string; user_info: { id: number } }>('/opening_store', {
      code,
    });
    const account = { username, userId: opened.user_info.id, token: opened.token };
    const auth = { 'x-ct': account.token };
    await ok('/set/password', { password: PIN, confirm_password: PIN }, auth);
    await ok(
      '/bank_card/edit',
      {
        type: 'bank',
        cardName: 'Crash Bank',
        userName: 'Crash Test',
        mobile: '13800000000',
        bankAccount: '6222020200009999',
        branchName: 'Main',
      },
      auth,
    );
    await qa('/user/deposit', { username, amount: '100000.00' });
    return account;
  }

  /** Sends keyed withdrawals, plan launches and deposits for one account until `stop` is set. */
  async function traffic(account: Account, worker: number, stop: { now: boolean }) {
    const auth = { 'x-ct': account.token };
    for (let i = 0; !stop.now; i += 1) {
      const key = `crash-${account.userId}-${worker}-${i}`;
      let request: Sent;
      if (i % 3 === 2) {
        const plan = await qa<{ id: number; product: { min_amount: string } }>('/plans/push', {
          username: account.username,
        }).catch(() => undefined);
        if (!plan || stop.now) return;
        request = {
          account,
          path: '/plan/order/put',
          key,
          body: { id: plan.id, amount: plan.product.min_amount },
        };
      } else {
        request = {
          account,
          path: '/user/withdraw',
          key,
          body: {
            amount: `${1 + ((i * 7) % 5)}.${String(i % 100).padStart(2, '0')}`,
            password: md5(PIN),
          },
        };
      }
      sent.push(request);
      const answer = await call(request.path, request.body, {
        ...auth,
        'idempotency-key': key,
      }).catch(() => undefined);
      if (!answer) return; // the server is gone
      request.answer = answer;
      if (i % 4 === 3) {
        await qa('/user/deposit', { username: account.username, amount: '3.00' }).catch(
          () => undefined,
        );
      }
    }
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-crash-'));
    database = await copyTemplateDatabase(inject('templateDb'), dir);
    db = createDb(database.url);
    server = await startMain(await env());
    expect(server.url, server.stderr).not.toBeNull();
    accounts = await Promise.all([
      walletReadyAccount(),
      walletReadyAccount(),
      walletReadyAccount(),
    ]);

    const stop = { now: false };
    const workers = accounts.flatMap((account) =>
      [0, 1].map((worker) => traffic(account, worker, stop)),
    );
    // Kill once enough has been acknowledged, while requests are in flight.
    const deadline = Date.now() + 20_000;
    while (sent.filter((request) => request.answer).length < 60 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const killed = [...children].map((child) => (child.kill('SIGKILL'), once(child, 'close')));
    stop.now = true;
    await Promise.all(killed);
    await Promise.all(workers);

    server = await startMain(await env());
    expect(server.url, server.stderr).not.toBeNull();
  }, 90_000);

  afterAll(async () => {
    await Promise.all([...children].map((child) => (child.kill('SIGKILL'), once(child, 'close'))));
    await db.$disconnect();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function expectNothingHalfWritten() {
    const userIds = accounts.map((account) => account.userId);
    const withdrawals = await db.withdrawal.findMany({ where: { userId: { in: userIds } } });
    const plans = await db.planOrder.findMany({
      where: { userId: { in: userIds }, putAmount: { not: null } },
    });
    const entries = await db.ledgerEntry.findMany({ where: { userId: { in: userIds } } });
    for (const withdrawal of withdrawals) {
      const rows = entries.filter(
        (entry) => entry.refType === 'withdrawal' && entry.refId === withdrawal.id,
      );
      expect(rows.map((row) => [row.type, row.amount])).toEqual([
        ['manual_withdrawal', -withdrawal.amount],
      ]);
    }
    for (const plan of plans) {
      const billing = entries.filter(
        (entry) =>
          entry.type === 'ad_billing' && entry.refType === 'plan' && entry.refId === plan.id,
      );
      expect(billing).toHaveLength(1);
      expect(plan.status).not.toBe('pending_launch');
    }
    for (const userId of userIds) {
      const wallet = await db.wallet.findUniqueOrThrow({ where: { userId } });
      const moving = entries
        .filter((entry) => entry.userId === userId)
        .filter((entry) => !(INFORMATIONAL_FLOW_TYPES as readonly string[]).includes(entry.type))
        .reduce((sum, entry) => sum + entry.amount, 0n);
      expect(moving).toBe(wallet.available);
      for (const balance of [wallet.available, wallet.toBeConsumed, wallet.toBeSettled]) {
        expect(balance).toBeGreaterThanOrEqual(0n);
      }
    }
  }

  it('keeps every acknowledged operation, and nothing half-written', async () => {
    const acknowledged = sent.filter((request) => request.answer?.code === 200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    for (const request of acknowledged) {
      if (request.path === '/user/withdraw') {
        const { id } = request.answer?.data as { id: number };
        const withdrawal = await db.withdrawal.findUnique({ where: { id } });
        expect(withdrawal?.userId).toBe(request.account.userId);
      } else {
        const plan = await db.planOrder.findUniqueOrThrow({
          where: { id: request.body.id as number },
        });
        expect(plan.status).not.toBe('pending_launch');
      }
    }
    await expectNothingHalfWritten();
  });

  it('resolves every Idempotency-Key: a replay of its answer, or its operation run once', async () => {
    const retries = await Promise.all(
      sent.map((request) =>
        call(request.path, request.body, {
          'x-ct': request.account.token,
          'idempotency-key': request.key,
        }),
      ),
    );
    sent.forEach((request, index) => {
      const retry = retries[index];
      if (request.answer) expect(retry).toEqual(request.answer);
      else expect(retry?.code, `${request.key}: ${retry?.msg}`).toBe(200);
    });
    // Once more: every key now replays, and no key moved money twice.
    const again = await Promise.all(
      sent.map((request) =>
        call(request.path, request.body, {
          'x-ct': request.account.token,
          'idempotency-key': request.key,
        }),
      ),
    );
    expect(again).toEqual(retries);
    const userIds = accounts.map((account) => account.userId);
    const withdrawalKeys = sent.filter((request) => request.path === '/user/withdraw').length;
    expect(await db.withdrawal.count({ where: { userId: { in: userIds } } })).toBe(withdrawalKeys);
    await expectNothingHalfWritten();
  }, 60_000);
});
