/**
 * Launch throughput: `connections` users launch their pending plans back to back (no think time,
 * each launch with an Idempotency-Key as the client sends it) for `seconds`. The rate of the
 * first and the second half is compared: every launch adds a running plan, so a cost that grows
 * with the number of running plans shows as a slower second half.
 */
import type { Client } from './client';
import type { SeededUser } from './seed';
import type { Recorder } from './stats';

export interface BurstResult {
  perSecond: number;
  firstHalfPerSecond: number;
  secondHalfPerSecond: number;
  launches: number;
}

export async function launchBurst(
  client: Client,
  recorder: Recorder,
  users: SeededUser[],
  password: string,
  seconds: number,
): Promise<BurstResult> {
  const tokens = await Promise.all(users.map((user) => signIn(client, user.username, password)));
  const finished: number[] = [];
  recorder.start();
  const start = Date.now();
  const until = start + seconds * 1000;
  await Promise.all(
    users.map(async (user, i) => {
      for (const id of user.pendingPlanIds) {
        if (Date.now() >= until) return;
        const answer = await client.call(
          'POST /plan/order/put (burst)',
          'POST',
          '/plan/order/put',
          {
            token: tokens[i],
            body: { id, amount: '100.00' },
            idempotencyKey: crypto.randomUUID(),
          },
        );
        if (answer?.code === 200) finished.push(Date.now());
      }
      throw new Error(`burst: ${user.username} ran out of pending plans; seed more`);
    }),
  );
  recorder.stop();
  const half = start + (seconds * 1000) / 2;
  const first = finished.filter((t) => t < half).length;
  return {
    perSecond: finished.length / seconds,
    firstHalfPerSecond: first / (seconds / 2),
    secondHalfPerSecond: (finished.length - first) / (seconds / 2),
    launches: finished.length,
  };
}

async function signIn(client: Client, username: string, password: string): Promise<string> {
  const answer = await client.call('POST /auth/v2/login', 'POST', '/auth/v2/login', {
    body: { username, password },
  });
  const token = (answer?.data as { token?: string } | null)?.token;
  if (!token) throw new Error(`burst: login of ${username} failed: ${answer?.msg ?? 'no answer'}`);
  return token;
}
