import {
  type AcceptanceOrder,
  Notification,
  PlanOrder,
  formatMoney,
  paginated,
} from '@adc/contract';
import type { Lang } from '@adc/messages';
import {
  platformMoney,
  platformText,
  renderPlatformText,
  type PlatformKey,
  type PlatformParam,
} from '@adc/messages/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import type { MoneyEvent } from './notification-service';
import {
  freshAccount,
  walletReadyAccount,
  withdraw,
  type Account,
} from '../../test/kits/wallet-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function notifications(account: Account, lang: Lang): Promise<Notification[]> {
  const res = await server.post<unknown>(
    '/user/notifications',
    { page_size: 100 },
    { token: account.token, headers: { 'Accept-Language': lang } },
  );
  expect(res.code, res.msg).toBe(200);
  return paginated(Notification).parse(res.data).list;
}

/**
 * The account has exactly one unread `system_announcement` for `event`, rendered in `lang` from
 * the platform catalogue with `params`.
 */
async function expectNotified(
  account: Account,
  event: MoneyEvent,
  params: Record<string, PlatformParam>,
  lang: Lang = 'de',
): Promise<void> {
  const title = renderPlatformText(
    lang,
    platformText(`event.${event}.title` satisfies PlatformKey),
  );
  const content = renderPlatformText(
    lang,
    platformText(`event.${event}.content` satisfies PlatformKey, params),
  );
  const matching = (await notifications(account, lang)).filter((n) => n.title === title);
  expect(matching, `${event} in ${lang}`).toHaveLength(1);
  expect(matching[0]).toMatchObject({ category: 'system_announcement', read: false, content });
  expect(content).not.toContain('{{');
}

async function openAcceptance(account: Account): Promise<number> {
  const opened = await server.post(
    '/acceptor/detail',
    { type: 'personal', code: 'ACC-P-1001' },
    { token: account.token },
  );
  expect(opened.code, opened.msg).toBe(200);
  const list = await server.get<{ current: AcceptanceOrder | null }>(
    '/acceptor/order/list',
    {},
    { token: account.token },
  );
  const id = list.data.current?.id;
  if (id === undefined) throw new Error('no open acceptance order');
  return id;
}

/** Launches one of the account's platform offers with `amount`. */
async function launchOffer(account: Account, amount: string): Promise<PlanOrder> {
  const res = await server.get<unknown>(
    '/plan/order/list',
    { status: 'pending_launch' },
    { token: account.token },
  );
  const offer = paginated(PlanOrder).parse(res.data).list[0];
  if (!offer) throw new Error('no platform offer');
  const put = await server.post<unknown>(
    '/plan/order/put',
    { id: offer.id, amount },
    { token: account.token },
  );
  expect(put.code, put.msg).toBe(200);
  return PlanOrder.parse(put.data);
}

async function force(id: number, outcome: 'fail' | 'complete' | 'settle'): Promise<void> {
  const res = await server.qa('/plans/force', { id, outcome });
  expect(res.code, res.msg).toBe(200);
}

describe('money events notify their user, in the reader language', () => {
  it('deposit credited (with the amount) and acceptance order cancelled', async () => {
    const account = await freshAccount(server);
    const credited = await openAcceptance(account);
    const completed = await server.qa('/acceptor_orders/complete', {
      id: credited,
      amount: '250.00',
    });
    expect(completed.code, completed.msg).toBe(200);
    await expectNotified(account, 'deposit_credited', {
      id: credited,
      amount: platformMoney('250.00'),
    });
    // The amount in the reader's money format, as the screens write it.
    expect((await notifications(account, 'de'))[0]?.content).toContain('250,00');
    await expectNotified(
      account,
      'deposit_credited',
      { id: credited, amount: platformMoney('250.00') },
      'jp',
    );

    const cancelled = await openAcceptance(account);
    expect((await server.qa('/acceptor_orders/cancel', { id: cancelled })).code).toBe(200);
    await expectNotified(account, 'acceptance_cancelled', { id: cancelled }, 'fr');
  });

  it('withdrawal approved and withdrawal rejected', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const approved = (await withdraw(server, account, '120.00')).data.id;
    const rejected = (await withdraw(server, account, '80.00')).data.id;
    expect((await server.qa('/withdrawals/review', { id: approved, approve: true })).code).toBe(
      200,
    );
    expect((await server.qa('/withdrawals/review', { id: rejected, approve: false })).code).toBe(
      200,
    );
    const account4 = '****\u00a01234'; // SAMPLE_CARD's account, masked (a no-break space)
    await expectNotified(account, 'withdrawal_approved', {
      id: approved,
      amount: platformMoney('120.00'),
      account: account4,
    });
    await expectNotified(
      account,
      'withdrawal_rejected',
      { id: rejected, amount: platformMoney('80.00'), account: account4 },
      'th',
    );
  });

  it('plan launched, and launch failed with the refund', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const plan = await launchOffer(account, '300.00');
    await expectNotified(account, 'plan_launched', {
      plan_no: plan.plan_no,
      amount: platformMoney('300.00'),
    });
    await force(plan.id, 'fail');
    await expectNotified(account, 'launch_failed', {
      plan_no: plan.plan_no,
      refund: platformMoney('300.00'),
    });
  });

  it('launch completed and settled, with the profit', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    const plan = await launchOffer(account, '200.00');
    await force(plan.id, 'complete');
    const row = await server.db.planOrder.findUniqueOrThrow({ where: { id: plan.id } });
    const results = {
      plan_no: plan.plan_no,
      revenue: platformMoney(formatMoney(row.commission)),
      profit: platformMoney(formatMoney(row.commission - row.consumed)),
    };
    await expectNotified(account, 'launch_completed', {
      ...results,
      consumed: platformMoney('200.00'),
      settlement_h: Math.round(server.app.core.config.simulation.settlementMs / 3600_000),
    });
    await force(plan.id, 'settle');
    await expectNotified(account, 'settled', results, 'zh');
    await expectNotified(account, 'settled', results, 'en');
  });

  it('a reader without Accept-Language gets their own language', async () => {
    const account = await walletReadyAccount(server, '1000.00');
    expect(
      (await server.post('/user/info/edit', { lang: 'ru' }, { token: account.token })).code,
    ).toBe(200);
    const plan = await launchOffer(account, '150.00');
    const res = await server.post<unknown>('/user/notifications', {}, { token: account.token });
    const list = paginated(Notification).parse(res.data).list;
    expect(list[0]).toMatchObject({
      title: renderPlatformText('ru', platformText('event.plan_launched.title')),
      content: renderPlatformText(
        'ru',
        platformText('event.plan_launched.content', {
          plan_no: plan.plan_no,
          amount: platformMoney('150.00'),
        }),
      ),
    });
  });
});
