import { BankCard, Flow, WalletProperty } from '@adc/contract';
import { parseMoney } from '@adc/domain';
import { translate, type Lang, type MessageKey } from '@adc/messages';
import { createHash } from 'node:crypto';
import type { Envelope, TestServer } from '../harness';

/** Shared steps of the wallet, acceptor and money tests (fresh accounts, cards, PINs, deposits). */

export const TEST_PIN = '246810';
export const md5 = (value: string) => createHash('md5').update(value).digest('hex');

export interface Account {
  username: string;
  userId: number;
  token: string;
}

export const SAMPLE_CARD = {
  type: 'bank',
  cardName: 'Test Bank',
  userName: 'Alice Example',
  mobile: '13800000000',
  bankAccount: '6222020200001234',
  branchName: 'Main Branch',
} as const;

/** A brand-new active account: a QA authorization code opened through `/opening_store`. */
export async function freshAccount(server: TestServer): Promise<Account> {
  const provisioned = await server.qa<{ code: string; username: string }>(
    '/authorization_codes',
    {},
  );
  if (provisioned.code !== 200)
    throw new Error(`authorization code: ${provisioned.code} ${provisioned.msg}`);
  const opened = await server.post<{ token: string; user_info: { id: number } }>('/opening_store', {
    code: provisioned.data.code,
  });
  if (opened.code !== 200) throw new Error(`opening_store: ${opened.code} ${opened.msg}`);
  return {
    username: provisioned.data.username,
    userId: opened.data.user_info.id,
    token: opened.data.token,
  };
}

export async function setPin(server: TestServer, account: Account, pin = TEST_PIN): Promise<void> {
  const res = await server.post(
    '/set/password',
    { password: pin, confirm_password: pin },
    { token: account.token },
  );
  if (res.code !== 200) throw new Error(`set/password: ${res.code} ${res.msg}`);
}

export async function bindCard(
  server: TestServer,
  account: Account,
  card: Record<string, string> = SAMPLE_CARD,
): Promise<BankCard> {
  const res = await server.post<BankCard>('/bank_card/edit', card, { token: account.token });
  if (res.code !== 200) throw new Error(`bank_card/edit: ${res.code} ${res.msg}`);
  return BankCard.parse(res.data);
}

export async function deposit(server: TestServer, account: Account, amount: string): Promise<void> {
  const res = await server.qa('/user/deposit', { username: account.username, amount });
  if (res.code !== 200) throw new Error(`qa deposit: ${res.code} ${res.msg}`);
}

/** A fresh account with a PIN, a bound card and an optional opening deposit. */
export async function walletReadyAccount(server: TestServer, opening?: string): Promise<Account> {
  const account = await freshAccount(server);
  await setPin(server, account);
  await bindCard(server, account);
  if (opening) await deposit(server, account, opening);
  return account;
}

export async function property(server: TestServer, account: Account): Promise<WalletProperty> {
  const res = await server.get<WalletProperty>('/user/property', {}, { token: account.token });
  if (res.code !== 200) throw new Error(`user/property: ${res.code} ${res.msg}`);
  return WalletProperty.parse(res.data);
}

export async function available(server: TestServer, account: Account): Promise<bigint> {
  return minor((await property(server, account)).available_balance);
}

/** Every flow of the account (all months) straight from the ledger. */
export async function allFlows(server: TestServer, account: Account) {
  return server.db.ledgerEntry.findMany({
    where: { userId: account.userId },
    orderBy: { id: 'asc' },
  });
}

export function withdraw(
  server: TestServer,
  account: Account,
  amount: string | number,
  options: { pin?: string; key?: string; lang?: Lang } = {},
) {
  const headers: Record<string, string> = {};
  if (options.key) headers['Idempotency-Key'] = options.key;
  if (options.lang) headers['Accept-Language'] = options.lang;
  return server.post<{ id: number; status: string }>(
    '/user/withdraw',
    { amount, password: md5(options.pin ?? TEST_PIN) },
    { token: account.token, headers },
  );
}

export async function flowPage(
  server: TestServer,
  account: Account,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  const res = await server.get<{
    list: Flow[];
    total: number;
    page: number;
    page_size: number;
    month_income: string;
    month_expense: string;
  }>('/transaction_flow/list', query, { token: account.token, headers });
  if (res.code !== 200) throw new Error(`transaction_flow/list: ${res.code} ${res.msg}`);
  res.data.list.forEach((flow) => Flow.parse(flow));
  return res.data;
}

/** Minor units of an API amount string. */
export function minor(amount: string): bigint {
  const value = parseMoney(amount, { signed: true });
  if (value === null) throw new Error(`not an amount: ${amount}`);
  return value;
}

/** The envelope of a business error: code and translated message. */
export function failure(
  key: MessageKey,
  lang: Lang = 'en',
  params?: Record<string, string | number>,
  code = 400,
) {
  return { code, msg: translate(lang, key, params) };
}

export function pick(res: Envelope & { status: number }) {
  return { code: res.code, msg: res.msg };
}

/** Everything a rejected money call must leave untouched. */
export async function moneyState(server: TestServer, account: Account) {
  const [wallet, flows, withdrawals, card] = await Promise.all([
    server.db.wallet.findUnique({ where: { userId: account.userId } }),
    server.db.ledgerEntry.count({ where: { userId: account.userId } }),
    server.db.withdrawal.count({ where: { userId: account.userId } }),
    server.db.bankCard.findUnique({ where: { userId: account.userId } }),
  ]);
  return { wallet, flows, withdrawals, card };
}
