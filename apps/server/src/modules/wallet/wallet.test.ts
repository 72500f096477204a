import { BankCard, Flow, Withdrawal, WalletProperty } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  SAMPLE_CARD,
  TEST_PIN,
  available,
  bindCard,
  deposit,
  failure,
  flowPage,
  freshAccount,
  md5,
  minor,
  moneyState,
  pick,
  property,
  setPin,
  walletReadyAccount,
  withdraw,
  type Account,
} from '../../test/kits/wallet-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('GET /user/property', () => {
  it('answers zeros for a new account', async () => {
    const account = await freshAccount(server);
    const res = await server.get('/user/property', {}, { token: account.token });
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'code.200') });
    expect(WalletProperty.parse(res.data)).toEqual({
      total_assets: '0.00',
      available_balance: '0.00',
      to_be_consumed: '0.00',
      to_be_settled: '0.00',
    });
  });

  it('follows deposits and withdrawals, total = available + to_be_consumed + to_be_settled', async () => {
    const account = await walletReadyAccount(server, '100.50');
    expect(await property(server, account)).toEqual({
      total_assets: '100.50',
      available_balance: '100.50',
      to_be_consumed: '0.00',
      to_be_settled: '0.00',
    });
    expect((await withdraw(server, account, '0.50')).code).toBe(200);
    expect((await property(server, account)).available_balance).toBe('100.00');
  });

  it("shows the demo persona's seeded balances consistently", async () => {
    const token = await server.login('demo');
    const res = await server.get<WalletProperty>('/user/property', {}, { token });
    const wallet = WalletProperty.parse(res.data);
    expect(wallet.available_balance).toBe('10000.00');
    expect(minor(wallet.total_assets)).toBe(
      minor(wallet.available_balance) + minor(wallet.to_be_consumed) + minor(wallet.to_be_settled),
    );
  });

  it('needs a session', async () => {
    const res = await server.get('/user/property');
    expect(pick(res)).toEqual(failure('code.401', 'en', undefined, 401));
  });
});

describe('GET /transaction_flow/list', () => {
  let account: Account;

  beforeAll(async () => {
    account = await walletReadyAccount(server, '500.00');
    await deposit(server, account, '25.25');
    expect((await withdraw(server, account, '100.00')).code).toBe(200);
    expect((await withdraw(server, account, '50.00')).code).toBe(200);
  });

  it('lists the month newest first with signed amounts and the month totals', async () => {
    const page = await flowPage(server, account);
    expect(page.total).toBe(4);
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(20);
    expect(page.list.map((flow) => [flow.type, flow.amount])).toEqual([
      ['manual_withdrawal', '-50.00'],
      ['manual_withdrawal', '-100.00'],
      ['system_deposit', '25.25'],
      ['system_deposit', '500.00'],
    ]);
    const ids = page.list.map((flow) => flow.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(page.list[0]?.remark).toMatch(/^Withdrawal #\d+ to \*\*\*\*\u00a01234$/);
    expect(Date.parse(page.list[0]?.time ?? '')).not.toBeNaN();
    // Income is the sum of the credits; the expense is reported as a positive magnitude.
    expect(page.month_income).toBe('525.25');
    expect(page.month_expense).toBe('150.00');
  });

  it('filters by type without changing the month totals', async () => {
    const page = await flowPage(server, account, { type: 'system_deposit' });
    expect(page.total).toBe(2);
    expect(page.list.every((flow) => flow.type === 'system_deposit')).toBe(true);
    expect(page.month_income).toBe('525.25');
    expect(page.month_expense).toBe('150.00');
    expect((await flowPage(server, account, { type: 'profit_sharing' })).list).toEqual([]);
  });

  it('pages', async () => {
    const all = await flowPage(server, account);
    const second = await flowPage(server, account, { page: 2, page_size: 1 });
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 1 });
    expect(second.list).toEqual([all.list[1]]);
    expect((await flowPage(server, account, { page: 3, page_size: 2 })).list).toEqual([]);
  });

  it('answers an empty month with zero totals', async () => {
    expect(await flowPage(server, account, { month: '2001-02' })).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 20,
      month_income: '0.00',
      month_expense: '0.00',
    });
  });

  it('shows only the caller’s own flows', async () => {
    const other = await freshAccount(server);
    expect((await flowPage(server, other)).total).toBe(0);
  });

  it('refuses a malformed month, type or page', async () => {
    const bad = async (query: Record<string, string | number>) =>
      pick(await server.get('/transaction_flow/list', query, { token: account.token }));
    expect(await bad({ month: '2026-13' })).toEqual(
      failure('validation.month', 'en', { field: 'month' }),
    );
    expect(await bad({ month: '202601' })).toEqual(
      failure('validation.month', 'en', { field: 'month' }),
    );
    expect((await bad({ type: 'bonus' })).code).toBe(400);
    expect((await bad({ type: 'bonus' })).msg).toContain('type');
    expect(await bad({ page_size: 101 })).toEqual(
      failure('validation.number_range', 'en', { field: 'page_size', min: 1, max: 100 }),
    );
  });
});

describe('POST /user/withdraw', () => {
  it('withdraws: pending withdrawal, flow manual_withdrawal, balance lowered', async () => {
    const account = await walletReadyAccount(server, '300.00');
    const res = await withdraw(server, account, '120.35');
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'success.withdraw') });
    const data = Withdrawal.parse(res.data);
    expect(data.status).toBe('pending');
    expect(await available(server, account)).toBe(17965n);
    const row = await server.db.withdrawal.findUniqueOrThrow({ where: { id: data.id } });
    expect(row).toMatchObject({ userId: account.userId, amount: 12035n, status: 'pending' });
    const [flow] = (await flowPage(server, account, { type: 'manual_withdrawal' })).list;
    expect(flow).toMatchObject({ amount: '-120.35', type: 'manual_withdrawal' });
  });

  it('withdraws the whole balance, and a number amount works too', async () => {
    const account = await walletReadyAccount(server, '80.00');
    expect((await withdraw(server, account, 80)).code).toBe(200);
    expect(await available(server, account)).toBe(0n);
  });

  it('translates the success message', async () => {
    const account = await walletReadyAccount(server, '10.00');
    const res = await withdraw(server, account, '1.00', { lang: 'zh' });
    expect(res.msg).toBe(translate('zh', 'success.withdraw'));
  });

  it('needs a bound card', async () => {
    const account = await freshAccount(server);
    await setPin(server, account);
    await deposit(server, account, '50.00');
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '10.00'))).toEqual(failure('error.card_required'));
    expect(pick(await withdraw(server, account, '10.00', { lang: 'de' }))).toEqual(
      failure('error.card_required', 'de'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('refuses 0', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '0'))).toEqual(failure('error.withdraw_zero'));
    expect(pick(await withdraw(server, account, '0.00', { lang: 'fr' }))).toEqual(
      failure('error.withdraw_zero', 'fr'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('refuses more than the available balance', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '50.01'))).toEqual(
      failure('error.withdraw_exceeds_balance'),
    );
    expect(pick(await withdraw(server, account, '1000', { lang: 'jp' }))).toEqual(
      failure('error.withdraw_exceeds_balance', 'jp'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('refuses an account without a transaction password', async () => {
    const account = await freshAccount(server);
    await bindCard(server, account);
    await deposit(server, account, '50.00');
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '10.00'))).toEqual(
      failure('error.pay_password_not_set'),
    );
    expect(pick(await withdraw(server, account, '10.00', { lang: 'kor' }))).toEqual(
      failure('error.pay_password_not_set', 'kor'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('refuses a wrong transaction password and locks after 5 wrong tries', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '10.00', { pin: '000000' }))).toEqual(
      failure('error.pay_password_incorrect'),
    );
    expect(pick(await withdraw(server, account, '10.00', { pin: '000000', lang: 'ru' }))).toEqual(
      failure('error.pay_password_incorrect', 'ru'),
    );
    for (let i = 0; i < 3; i += 1) await withdraw(server, account, '10.00', { pin: '000000' });
    const locked = await withdraw(server, account, '10.00');
    expect(pick(locked)).toEqual(failure('error.pay_password_locked', 'en', { minutes: 15 }));
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('validates the amount and the password format', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const before = await moneyState(server, account);
    const send = async (body: unknown) =>
      pick(await server.post('/user/withdraw', body, { token: account.token }));
    const badAmount = failure('validation.amount', 'en', { field: 'amount' });
    expect(await send({ amount: '1.234', password: md5(TEST_PIN) })).toEqual(badAmount);
    expect(await send({ amount: -5, password: md5(TEST_PIN) })).toEqual(badAmount);
    expect(await send({ amount: 'ten', password: md5(TEST_PIN) })).toEqual(badAmount);
    expect(await send({ amount: ' 1.00 ', password: md5(TEST_PIN) })).toEqual(badAmount);
    expect(await send({ password: md5(TEST_PIN) })).toEqual(badAmount);
    expect(await send({ amount: '1.00', password: TEST_PIN })).toEqual(
      failure('validation.md5', 'en', { field: 'password' }),
    );
    expect(await send({ amount: '1.00' })).toEqual(
      failure('validation.required', 'en', { field: 'password' }),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('says an amount above the largest one is too large, not malformed', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const before = await moneyState(server, account);
    const send = async (amount: unknown, lang = 'en') =>
      pick(
        await server.post(
          '/user/withdraw',
          { amount, password: md5(TEST_PIN) },
          { token: account.token, headers: { 'Accept-Language': lang } },
        ),
      );
    const tooLarge = failure('validation.amount_too_large', 'en', { field: 'amount' });
    expect(tooLarge.msg).toBe('amount cannot exceed 9,999,999,999,999.99');
    expect(await send('99999999999999.99')).toEqual(tooLarge);
    expect(await send('100000000000000000000')).toEqual(tooLarge);
    expect(await send(1e21)).toEqual(tooLarge);
    expect(await send('99999999999999.99', 'de')).toEqual(
      failure('validation.amount_too_large', 'de', { field: 'amount' }),
    );
    // The largest amount is an amount: more than the balance.
    expect(await send('9999999999999.99')).toEqual(failure('error.withdraw_exceeds_balance'));
    expect(await moneyState(server, account)).toEqual(before);
    // The QA deposit takes amounts by the same rule.
    const deposit = await server.qa('/user/deposit', {
      username: account.username,
      amount: '99999999999999.99',
    });
    expect(pick(deposit)).toEqual(tooLarge);
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('accepts the MD5 in upper case', async () => {
    const account = await walletReadyAccount(server, '50.00');
    const res = await server.post(
      '/user/withdraw',
      { amount: '5', password: md5(TEST_PIN).toUpperCase() },
      { token: account.token },
    );
    expect(res.code).toBe(200);
  });

  it('replays the first response for a repeated Idempotency-Key and moves money once', async () => {
    const account = await walletReadyAccount(server, '100.00');
    const first = await withdraw(server, account, '30.00', { key: 'wd-1' });
    const second = await withdraw(server, account, '30.00', { key: 'wd-1' });
    expect(first.code).toBe(200);
    expect(second).toEqual(first);
    expect(await available(server, account)).toBe(7000n);
    expect(await server.db.withdrawal.count({ where: { userId: account.userId } })).toBe(1);
    // A new key is a new withdrawal.
    expect((await withdraw(server, account, '30.00', { key: 'wd-2' })).data.id).not.toBe(
      first.data.id,
    );
    expect(await available(server, account)).toBe(4000n);
  });

  it('replays a refusal under the same key too', async () => {
    const account = await walletReadyAccount(server, '10.00');
    const first = await withdraw(server, account, '30.00', { key: 'too-much' });
    expect(pick(first)).toEqual(failure('error.withdraw_exceeds_balance'));
    await deposit(server, account, '100.00');
    expect(pick(await withdraw(server, account, '30.00', { key: 'too-much' }))).toEqual(
      failure('error.withdraw_exceeds_balance'),
    );
    expect(await available(server, account)).toBe(11000n);
  });

  it('refuses a different request under a used Idempotency-Key', async () => {
    const account = await walletReadyAccount(server, '100.00');
    expect((await withdraw(server, account, '10.00', { key: 'same-key' })).code).toBe(200);
    const before = await moneyState(server, account);
    expect(pick(await withdraw(server, account, '11.00', { key: 'same-key' }))).toEqual(
      failure('error.idempotency_conflict'),
    );
    expect(pick(await withdraw(server, account, '11.00', { key: 'same-key', lang: 'vi' }))).toEqual(
      failure('error.idempotency_conflict', 'vi'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await server.post('/user/withdraw', { amount: '1.00', password: md5(TEST_PIN) });
    expect(pick(res)).toEqual(failure('code.401', 'en', undefined, 401));
    expect(pick(await server.get('/transaction_flow/list'))).toEqual(
      failure('code.401', 'en', undefined, 401),
    );
  });

  it('keeps Idempotency-Keys per user', async () => {
    const first = await walletReadyAccount(server, '100.00');
    const second = await walletReadyAccount(server, '100.00');
    expect((await withdraw(server, first, '10.00', { key: 'shared' })).code).toBe(200);
    expect((await withdraw(server, second, '20.00', { key: 'shared' })).code).toBe(200);
    expect(await available(server, first)).toBe(9000n);
    expect(await available(server, second)).toBe(8000n);
  });
});

describe('withdrawal review (QA)', () => {
  async function pending(amount: string) {
    const account = await walletReadyAccount(server, '200.00');
    const res = await withdraw(server, account, amount);
    return { account, id: Withdrawal.parse(res.data).id };
  }

  it('approves: the money stays out, no refund flow', async () => {
    const { account, id } = await pending('70.00');
    const res = await server.qa('/withdrawals/review', { id, approve: true });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ id, status: 'approved' });
    expect(await available(server, account)).toBe(13000n);
    expect((await flowPage(server, account, { type: 'system_chargeback' })).total).toBe(0);
    expect(
      (await server.db.withdrawal.findUniqueOrThrow({ where: { id } })).reviewedAt,
    ).not.toBeNull();
  });

  it('rejects: refunds with a system_chargeback flow', async () => {
    const { account, id } = await pending('70.00');
    const res = await server.qa('/withdrawals/review', { id, approve: false });
    expect(res.data).toEqual({ id, status: 'rejected' });
    expect(await available(server, account)).toBe(20000n);
    const [refund] = (await flowPage(server, account, { type: 'system_chargeback' })).list;
    expect(refund).toMatchObject({ amount: '70.00', type: 'system_chargeback' });
    expect(Flow.parse(refund).remark).toContain(`#${id}`);
  });

  it('reviews once only', async () => {
    const { account, id } = await pending('70.00');
    await server.qa('/withdrawals/review', { id, approve: false });
    const before = await moneyState(server, account);
    expect(pick(await server.qa('/withdrawals/review', { id, approve: false }))).toEqual(
      failure('error.already_reviewed'),
    );
    expect(pick(await server.qa('/withdrawals/review', { id, approve: true }))).toEqual(
      failure('error.already_reviewed'),
    );
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('refunds once when two rejections race', async () => {
    const { account, id } = await pending('70.00');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => server.qa('/withdrawals/review', { id, approve: false })),
    );
    expect(results.filter((res) => res.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.code !== 200).map(pick)).toEqual(
      Array(5).fill(failure('error.already_reviewed')),
    );
    expect(await available(server, account)).toBe(20000n);
  });

  it('answers 405 for an unknown withdrawal', async () => {
    expect(pick(await server.qa('/withdrawals/review', { id: 999_999, approve: true }))).toEqual(
      failure('error.record_not_found', 'en', undefined, 405),
    );
  });

  it('is also a service call', async () => {
    const { account, id } = await pending('10.00');
    await expect(server.app.services.wallet.reviewWithdrawal(id, false)).resolves.toEqual({
      id,
      status: 'rejected',
    });
    await expect(server.app.services.wallet.reviewWithdrawal(id, true)).rejects.toMatchObject({
      code: 400,
      key: 'error.already_reviewed',
    });
    expect(await available(server, account)).toBe(20000n);
  });
});

describe('deposit (QA)', () => {
  it('credits a system_deposit flow and answers the new balance', async () => {
    const account = await freshAccount(server);
    const res = await server.qa('/user/deposit', { username: account.username, amount: '12.34' });
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ available_balance: '12.34' });
    await expect(server.app.services.wallet.deposit(account.userId, 66n)).resolves.toEqual({
      available: 1300n,
    });
    const page = await flowPage(server, account);
    expect(page.list.map((flow) => [flow.type, flow.amount])).toEqual([
      ['system_deposit', '0.66'],
      ['system_deposit', '12.34'],
    ]);
  });

  it('refuses 0', async () => {
    const account = await freshAccount(server);
    await expect(server.app.services.wallet.deposit(account.userId, 0n)).rejects.toMatchObject({
      code: 400,
      key: 'validation.positive_amount',
    });
    expect(await available(server, account)).toBe(0n);
    expect((await flowPage(server, account)).total).toBe(0);
  });
});

describe('bank card', () => {
  it('answers null before a card is bound', async () => {
    const account = await freshAccount(server);
    const res = await server.get('/bank_card/detail', {}, { token: account.token });
    expect(res).toMatchObject({ status: 200, code: 200, data: null });
  });

  it('binds, shows and re-binds the card', async () => {
    const account = await freshAccount(server);
    const res = await server.post('/bank_card/edit', SAMPLE_CARD, { token: account.token });
    expect(pick(res)).toEqual({ code: 200, msg: translate('en', 'success.bind') });
    const bound = BankCard.parse(res.data);
    expect(bound).toMatchObject(SAMPLE_CARD);
    const detail = await server.get('/bank_card/detail', {}, { token: account.token });
    expect(BankCard.parse(detail.data)).toEqual(bound);

    const wallet = {
      ...SAMPLE_CARD,
      type: 'wallet',
      cardName: 'USDT-TRC20',
      bankAccount: 'TXYZ1234567890',
    };
    const rebound = await server.post('/bank_card/edit', wallet, {
      token: account.token,
      headers: { 'Accept-Language': 'spa' },
    });
    expect(rebound.msg).toBe(translate('spa', 'success.bind'));
    expect(BankCard.parse(rebound.data)).toMatchObject(wallet);
    expect(await server.db.bankCard.count({ where: { userId: account.userId } })).toBe(1);
  });

  it('trims the fields and defaults the type to bank', async () => {
    const account = await freshAccount(server);
    const { type: _type, ...withoutType } = SAMPLE_CARD;
    const res = await server.post(
      '/bank_card/edit',
      { ...withoutType, userName: '  Bob  ' },
      { token: account.token },
    );
    expect(BankCard.parse(res.data)).toMatchObject({ type: 'bank', userName: 'Bob' });
  });

  it('refuses the bound card unchanged', async () => {
    const account = await freshAccount(server);
    await bindCard(server, account);
    const before = await moneyState(server, account);
    expect(
      pick(await server.post('/bank_card/edit', SAMPLE_CARD, { token: account.token })),
    ).toEqual(failure('error.modify_before_submit'));
    const padded = { ...SAMPLE_CARD, cardName: ` ${SAMPLE_CARD.cardName} ` };
    const res = await server.post('/bank_card/edit', padded, {
      token: account.token,
      headers: { 'Accept-Language': 'th' },
    });
    expect(pick(res)).toEqual(failure('error.modify_before_submit', 'th'));
    expect(await moneyState(server, account)).toEqual(before);
  });

  it('requires every field', async () => {
    const account = await freshAccount(server);
    for (const field of ['cardName', 'userName', 'mobile', 'bankAccount', 'branchName'] as const) {
      const missing: Record<string, string> = { ...SAMPLE_CARD };
      delete missing[field];
      const res = await server.post('/bank_card/edit', missing, { token: account.token });
      expect(pick(res)).toEqual(failure('validation.required', 'en', { field }));
      const blank = await server.post(
        '/bank_card/edit',
        { ...SAMPLE_CARD, [field]: '   ' },
        { token: account.token },
      );
      expect(pick(blank)).toEqual(failure('validation.required', 'en', { field }));
    }
    const badType = await server.post(
      '/bank_card/edit',
      { ...SAMPLE_CARD, type: 'cash' },
      { token: account.token },
    );
    expect(pick(badType)).toEqual(
      failure('validation.one_of', 'en', { field: 'type', options: 'bank, wallet' }),
    );
    expect(await server.db.bankCard.count({ where: { userId: account.userId } })).toBe(0);
  });

  it("refuses a mobile that is not a phone number, as the profile's phone, and changes nothing", async () => {
    const account = await freshAccount(server);
    const post = (mobile: string, lang = 'en') =>
      server.post(
        '/bank_card/edit',
        { ...SAMPLE_CARD, mobile },
        { token: account.token, headers: { 'Accept-Language': lang } },
      );
    for (const mobile of ['abc', '!!!', '1', '12345', '+49 151 2345', '1'.repeat(21)]) {
      const res = await post(mobile);
      expect(res.status).toBe(200);
      expect(pick(res)).toEqual(failure('validation.phone', 'en', { field: 'mobile' }));
      expect(res.data).toBeNull();
    }
    // The one message of the phone rule, in the caller's language (the profile's own).
    expect(pick(await post('abc', 'fr'))).toEqual(
      failure('validation.phone', 'fr', { field: 'mobile' }),
    );
    expect(await server.db.bankCard.count({ where: { userId: account.userId } })).toBe(0);

    const bound = await bindCard(server, account);
    expect(pick(await post('abc', 'zh'))).toEqual(
      failure('validation.phone', 'zh', { field: 'mobile' }),
    );
    const detail = await server.get('/bank_card/detail', {}, { token: account.token });
    expect(BankCard.parse(detail.data)).toEqual(bound);

    expect(pick(await post(' +4915112345678 '))).toEqual({
      code: 200,
      msg: translate('en', 'success.bind'),
    });
  });

  it('needs a session', async () => {
    expect(pick(await server.get('/bank_card/detail'))).toEqual(
      failure('code.401', 'en', undefined, 401),
    );
    expect(pick(await server.post('/bank_card/edit', SAMPLE_CARD))).toEqual(
      failure('code.401', 'en', undefined, 401),
    );
  });
});
