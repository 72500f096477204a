/**
 * The prototype user, made over HTTP by a server with the QA surface on (API.md "QA surface"),
 * only through public calls: the `plan_pending` scenario (registered, PIN set, card bound, funded
 * by a completed acceptance order, the three welcome offers), a deposit, six official offers, the
 * newcomer coupon claimed, seven launches (one with that coupon), six of them settled (QA force)
 * and one left delivering, two offers left to launch, and every notification those events wrote.
 */

import type { Envelope } from './client';

export interface Prototype {
  username: string;
  password: string;
  pin: string;
}

const QA_KEY = 'qa-local';
const LAUNCHES = 7;
const OFFERS_PUSHED = 6;

async function call(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const qa = path.startsWith('/__qa');
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(qa ? { 'x-qa-key': QA_KEY } : {}),
      ...(token ? { 'x-ct': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope;
  if (envelope.code !== 200) throw new Error(`bench prototype: ${path}: ${envelope.msg}`);
  return envelope.data;
}

export async function makePrototype(base: string): Promise<Prototype> {
  const user = (await call(base, '/__qa/scenario', {
    name: 'plan_pending',
    username: 'bench_proto',
  })) as { username: string; password: string; pay_password: string; token: string };
  const { username, token } = user;
  await call(base, '/__qa/user/deposit', { username, amount: '50000.00' });
  for (let i = 0; i < OFFERS_PUSHED; i++) await call(base, '/__qa/plans/push', { username });

  const claimable = (await call(base, '/user_coupon/list?status=claimable', undefined, token)) as {
    list: Array<{ template_id: number; newcomer: boolean }>;
  };
  const newcomer = claimable.list.find((c) => c.newcomer);
  const coupon = newcomer
    ? ((await call(base, '/user_coupon/receive', { template_id: newcomer.template_id }, token)) as {
        id: number;
      })
    : undefined;

  const pending = (await call(
    base,
    '/plan/order/list?status=pending_launch&page_size=100',
    undefined,
    token,
  )) as { list: Array<{ id: number }> };
  const launched = pending.list.slice(0, LAUNCHES);
  if (launched.length < LAUNCHES) throw new Error('bench prototype: too few offers');
  for (const [i, plan] of launched.entries()) {
    await call(
      base,
      '/plan/order/put',
      {
        id: plan.id,
        amount: `${500 + i * 250}.00`,
        ...(i === 0 && coupon ? { coupon_id: coupon.id } : {}),
      },
      token,
    );
  }
  // All but the last are delivered and settled; the last stays running.
  for (const plan of launched.slice(0, -1))
    await call(base, '/__qa/plans/force', { id: plan.id, outcome: 'settle' });
  return { username, password: user.password, pin: user.pay_password };
}
