import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { deposit, flowPage, freshAccount, type Account } from '../../test/kits/wallet-test-kit';

// Its own server: it moves the simulation clock to a month boundary.
let server: TestServer;
let account: Account;
/** The UTC month of the deposit (`YYYY-MM`) and the one after it. */
let depositMonth: string;
let nextMonth: string;

const HOUR_S = 3600;
const TOKYO = 'Asia/Tokyo;GMT+09:00';
const NEW_YORK = 'America/New_York;GMT-05:00';

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The deposit is made at 21:00 UTC on the last day of a month (06:00 on the 1st of the next
 * month in Tokyo, 16:00/17:00 on the last day in New York), then the clock moves on to 01:00
 * UTC on the 1st.
 */
beforeAll(async () => {
  server = await startTestServer();
  const now = server.app.core.clock.now();
  let boundary = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  if (boundary - 3 * HOUR_S * 1000 <= now.getTime() + 60_000)
    boundary = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1);
  const toDeposit = Math.floor((boundary - 3 * HOUR_S * 1000 - now.getTime()) / 1000);
  expect((await server.qa('/clock/advance', { seconds: toDeposit })).code).toBe(200);
  account = await freshAccount(server);
  await deposit(server, account, '42.00');
  expect((await server.qa('/clock/advance', { seconds: 4 * HOUR_S })).code).toBe(200);
  depositMonth = monthOf(new Date(boundary - 1));
  nextMonth = monthOf(new Date(boundary));
});

afterAll(async () => {
  await server.close();
});

describe('GET /transaction_flow/list months in the caller’s zone', () => {
  it('defaults to the current month of X-TZ', async () => {
    const utc = await flowPage(server, account);
    expect(utc.total).toBe(0);
    expect(utc.month_income).toBe('0.00');

    const tokyo = await flowPage(server, account, {}, { 'X-TZ': TOKYO });
    expect(tokyo.total).toBe(1);
    expect(tokyo.month_income).toBe('42.00');

    // 01:00 UTC on the 1st is still the previous evening in New York, the month of the deposit.
    expect((await flowPage(server, account, {}, { 'X-TZ': NEW_YORK })).total).toBe(1);
  });

  it('reads an explicit month in X-TZ', async () => {
    expect((await flowPage(server, account, { month: depositMonth })).total).toBe(1);
    expect((await flowPage(server, account, { month: nextMonth })).total).toBe(0);
    expect(
      (await flowPage(server, account, { month: depositMonth }, { 'X-TZ': TOKYO })).total,
    ).toBe(0);
    expect((await flowPage(server, account, { month: nextMonth }, { 'X-TZ': TOKYO })).total).toBe(
      1,
    );
  });

  it('treats an invalid X-TZ as UTC', async () => {
    expect((await flowPage(server, account, {}, { 'X-TZ': 'garbage' })).total).toBe(0);
    expect(
      (await flowPage(server, account, { month: depositMonth }, { 'X-TZ': 'Mars/Olympus_Mons' }))
        .total,
    ).toBe(1);
  });
});
