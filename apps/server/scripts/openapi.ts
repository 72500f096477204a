/**
 * Writes the OpenAPI document: `pnpm --filter @adc/server openapi`.
 * Starts the real server on a freshly seeded SQLite file, makes one call of every operation (and
 * one answer of every error code and transport status) to take the examples from the seed, writes
 * them to packages/contract/openapi/examples.json, then writes packages/contract/openapi.json from
 * the contract and those examples.
 */
import { createDb } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import { buildOpenApiDocument, contractOperations, OPENAPI_FILES } from '@adc/contract/openapi';
import type { OpenApiExamples } from '@adc/contract/openapi';
import { translate } from '@adc/messages';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { imageBytes } from '../src/test/kits/image-test-kit';

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: { code: number; msg: string; data: unknown };
}

const QA_KEY = 'qa-openapi';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-openapi-'));
  const databaseUrl = `file:${path.join(dir, 'examples.db')}`;
  await migrate(databaseUrl);
  const db = createDb(databaseUrl);
  const app = await buildApp({
    config: {
      ...loadConfig({}),
      databaseUrl,
      logLevel: 'silent',
      qaKey: QA_KEY,
      uploadDir: path.join(dir, 'uploads'),
      webDist: path.join(dir, 'no-web'),
    },
    db,
  });
  await app.services.qa.reset();
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const examples = await capture(base);
    writeJson(OPENAPI_FILES.examples, examples);
    writeJson(OPENAPI_FILES.document, buildOpenApiDocument(examples));
    console.info(`Wrote ${OPENAPI_FILES.document.pathname} and its examples`);
  } finally {
    await app.close();
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

function writeJson(file: URL, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function capture(base: string): Promise<OpenApiExamples> {
  const send = async (
    method: 'GET' | 'POST',
    urlPath: string,
    options: {
      token?: string;
      body?: unknown;
      query?: Json;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> => {
    const url = new URL(`/api${urlPath}`, base);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
    if (options.token) headers['x-ct'] = options.token;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (method === 'POST') {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {});
    }
    const response = await fetch(url, { method, headers, body });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  const operations: OpenApiExamples['operations'] = {};
  /** Calls an operation, keeps its request and answer, and returns the payload. */
  const call = async <T = Json>(
    operationId: string,
    method: 'GET' | 'POST',
    urlPath: string,
    request: Json | FormData | undefined,
    token?: string,
  ): Promise<T> => {
    const qa = urlPath.startsWith('/__qa');
    const answer = await send(method, urlPath, {
      token,
      ...(method === 'GET' ? { query: request as Json } : { body: request }),
      ...(qa ? { headers: { 'x-qa-key': QA_KEY } } : {}),
    });
    if (answer.status !== 200 || answer.body.code !== 200) {
      throw new Error(`${operationId}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    operations[operationId] ??= {
      ...(request && !(request instanceof FormData) ? { request } : {}),
      response: answer.body,
    };
    return answer.body.data as T;
  };
  const login = async (username: string, password: string) =>
    (await call<{ token: string }>('authLoginV2', 'POST', '/auth/v2/login', { username, password }))
      .token;

  // common
  await call('commonBasicConfig', 'GET', '/basic_config', { lang: 'en' });
  await call('commonLang', 'GET', '/auth/v2/lang', undefined);
  const demo = await login('demo', 'demo1234');
  const form = new FormData();
  form.set('file', new Blob([imageBytes('png')], { type: 'image/png' }), 'avatar.png');
  await call('commonUpload', 'POST', '/files/upload', form, demo);

  // auth
  await call('authLogin', 'POST', '/auth/login', { username: 'demo', password: 'demo1234' });
  const register = (username: string, key: string) => ({
    username,
    password: 'secret123',
    confirm_password: 'secret123',
    email: `${username}@example.com`,
    phone: '+4915112345678',
    license_key: key,
  });
  const newcomer = (
    await call<{ token: string }>(
      'authRegisterV2',
      'POST',
      '/auth/v2/register',
      register('newcomer', 'LIC-QA-0001'),
    )
  ).token;
  await call('authRegister', 'POST', '/auth/register', register('oldclient', 'LIC-QA-0002'));
  await call('authOpeningStore', 'POST', '/opening_store', { code: 'AUTH-QA-0001' });

  // user
  await call('userInfo', 'GET', '/user/info', undefined, demo);
  await call('userEditInfo', 'POST', '/user/info/edit', { nickname: 'Demo Store' }, demo);
  const pin = { password: '123456', confirm_password: '123456' };
  await call('userSetPayPassword', 'POST', '/set/password', pin, newcomer);
  await call('userCheckPayPassword', 'POST', '/check/password', { password: md5('123456') }, demo);
  await call('userStatistics', 'GET', '/ad/order/data_statistics/list', { type: 4 }, demo);
  await call('userFollowList', 'GET', '/assistance/list', { page: 1, page_size: 20 }, demo);
  await call('userFollow', 'POST', '/assistance/follow', { operated_id: '10000009' }, demo);
  const newbie = await login('newbie', 'newbie1234');
  await call('userCouponList', 'GET', '/user_coupon/list', { status: 'unused' }, demo);
  const claimable = await send('GET', '/user_coupon/list', {
    token: newbie,
    query: { status: 'claimable' },
  });
  const templateId = (claimable.body.data as { list: { template_id: number }[] }).list[0]
    ?.template_id;
  await call(
    'userCouponReceive',
    'POST',
    '/user_coupon/receive',
    { template_id: templateId },
    newbie,
  );
  const feedback = { subject: 'Payout timing', content: 'When are profits settled?' };
  await call('userFeedback', 'POST', '/feedback', feedback, demo);
  const notifications = await call<{ list: { id: number }[] }>(
    'userNotifications',
    'POST',
    '/user/notifications',
    { category: 'all', read: 'unread', page: 1, page_size: 20 },
    demo,
  );
  const notificationId = notifications.list[0]?.id;
  await call(
    'userReadNotifications',
    'POST',
    '/user/notifications/read',
    { id: notificationId },
    demo,
  );
  await call('userUnreadCount', 'POST', '/user/notifications/unread_count', {}, demo);

  // plan
  const running = await call<{ list: { id: number }[] }>(
    'planList',
    'GET',
    '/plan/order/list',
    { status: 'in_progress', page: 1, page_size: 20 },
    demo,
  );
  const runningId = running.list[0]?.id;
  await call('planDetail', 'POST', '/plan/order/detail', { id: runningId }, demo);
  await call('planProductDetail', 'POST', '/plan/order/app/detail', { id: runningId }, demo);
  const pending = await send('GET', '/plan/order/list', {
    token: demo,
    query: { status: 'pending_launch' },
  });
  const pendingId = (pending.body.data as { list: { id: number }[] }).list[0]?.id;
  const launched = await call<{ id: number }>(
    'planPut',
    'POST',
    '/plan/order/put',
    { id: pendingId, amount: '1000.00' },
    demo,
  );

  // wallet
  await call('walletProperty', 'GET', '/user/property', undefined, demo);
  await call('walletFlows', 'GET', '/transaction_flow/list', { page: 1, page_size: 20 }, demo);
  await call('walletBankCard', 'GET', '/bank_card/detail', undefined, demo);
  const card = {
    type: 'bank',
    cardName: 'Example Bank',
    userName: 'New Bie',
    mobile: '+4915112345678',
    bankAccount: 'DE89370400440532013000',
    branchName: 'Berlin Mitte',
  };
  await call('walletEditBankCard', 'POST', '/bank_card/edit', card, newbie);
  const acceptor = { type: 'personal', code: 'ACC-P-1001' };
  await call('walletAcceptorDetail', 'POST', '/acceptor/detail', acceptor, demo);
  const orders = await call<{ current: { id: number } | null }>(
    'walletAcceptorOrders',
    'GET',
    '/acceptor/order/list',
    { page: 1, page_size: 20 },
    demo,
  );
  const withdrawal = await call<{ id: number }>(
    'walletWithdraw',
    'POST',
    '/user/withdraw',
    { amount: '100.00', password: md5('123456') },
    demo,
  );

  // support
  await call('supportUnreadCount', 'GET', '/support/unread_count', undefined, demo);
  await call(
    'supportSend',
    'POST',
    '/support/messages',
    { content: 'When is my plan settled?' },
    demo,
  );
  await call('qaSupportReply', 'POST', '/__qa/support/reply', {
    username: 'demo',
    content: 'Settlement follows 24 hours after the plan completes.',
  });
  await call('supportThread', 'GET', '/support/messages', { limit: 50 }, demo);
  await call('supportRead', 'POST', '/support/read', {}, demo);
  await call('qaSupportThreads', 'POST', '/__qa/support/threads', { page: 1, page_size: 20 });
  await call('qaSupportMessages', 'POST', '/__qa/support/messages', { username: 'demo' });
  await call('supportVisitorSend', 'POST', '/support/visitor_messages', {
    username: 'inactive',
    contact: 'ana@example.com',
    content: 'I cannot sign in: my account is not activated. Can you help?',
  });
  await call('qaSupportVisitorMessages', 'POST', '/__qa/support/visitor_messages', {
    page: 1,
    page_size: 20,
  });

  // qa
  await call('qaLicenceKeys', 'POST', '/__qa/licence_keys', { count: 2 });
  await call('qaAuthorizationCodes', 'POST', '/__qa/authorization_codes', { lang: 'de' });
  await call('qaUserStatus', 'POST', '/__qa/user/status', {
    username: 'oldclient',
    status: 'disabled',
  });
  await call('qaUserDeposit', 'POST', '/__qa/user/deposit', {
    username: 'newbie',
    amount: '500.00',
  });
  await call('qaExpireTokens', 'POST', '/__qa/user/expire_tokens', { username: 'newcomer' });
  await call('qaNotifications', 'POST', '/__qa/notifications', {
    username: 'newbie',
    category: 'activity',
    title: 'Weekend boost',
    content: 'Launch a plan this weekend and get a DAILY_BOOST coupon.',
  });
  await call('qaPushPlan', 'POST', '/__qa/plans/push', { username: 'newbie' });
  await call('qaForcePlan', 'POST', '/__qa/plans/force', { id: launched.id, outcome: 'complete' });
  await call('qaCompleteAcceptanceOrder', 'POST', '/__qa/acceptor_orders/complete', {
    id: orders.current?.id,
    amount: '1000.00',
  });
  await send('POST', '/acceptor/detail', { token: demo, body: acceptor });
  const reopened = await send('GET', '/acceptor/order/list', { token: demo });
  const reopenedId = (reopened.body.data as { current: { id: number } | null }).current?.id;
  await call('qaCancelAcceptanceOrder', 'POST', '/__qa/acceptor_orders/cancel', { id: reopenedId });
  await call('qaReviewWithdrawal', 'POST', '/__qa/withdrawals/review', {
    id: withdrawal.id,
    approve: true,
  });
  await call('qaAdvanceClock', 'POST', '/__qa/clock/advance', {
    seconds: 86_400,
    username: 'newbie',
  });
  await call('qaClock', 'POST', '/__qa/clock', { username: 'newbie' });
  await call('qaUserReset', 'POST', '/__qa/user/reset', { username: 'hybrid' });
  await call('qaScenarioList', 'POST', '/__qa/scenario/list', {});
  await call('qaScenario', 'POST', '/__qa/scenario', { name: 'funded', username: 'qa_funded_1' });
  // the frontend toolkit
  await call('qaToolkitClearRequests', 'POST', '/__qa/requests/clear', {});
  const rule = await call<{ id: number }>('qaToolkitCreateFault', 'POST', '/__qa/faults', {
    path: '/user/property',
    username: 'demo',
    code: 503,
    times: 3,
  });
  await send('GET', '/user/property', { token: demo });
  await call('qaToolkitListFaults', 'POST', '/__qa/faults/list', {});
  await call('qaToolkitRequests', 'POST', '/__qa/requests', { username: 'demo', limit: 1 });
  await call('qaToolkitClearFaults', 'POST', '/__qa/faults/clear', { id: rule.id });
  await call('qaToolkitUsers', 'POST', '/__qa/users', { query: 'demo', page_size: 5 });
  await call('qaToolkitUserDetail', 'POST', '/__qa/user/detail', { username: 'newbie' });
  // Changing the password revokes the user's sessions; a later call would see 401.
  const password = {
    old_password: 'newbie1234',
    new_password: 'newbie5678',
    confirm_password: 'newbie5678',
  };
  await call('userUpdatePassword', 'POST', '/update/password', password, newbie);
  await call('qaReset', 'POST', '/__qa/reset', {});

  const missing = contractOperations()
    .map((operation) => operation.operationId)
    .filter((id) => !operations[id]);
  if (missing.length > 0) throw new Error(`No example call for ${missing.join(', ')}`);

  return {
    operations: Object.fromEntries(
      Object.entries(operations).sort(([a], [b]) => a.localeCompare(b)),
    ),
    errors: await captureErrors(send),
    transport: await captureTransport(send),
  };
}

type Send = (
  method: 'GET' | 'POST',
  urlPath: string,
  options?: { token?: string; body?: unknown; query?: Json; headers?: Record<string, string> },
) => Promise<Answer>;

async function captureErrors(send: Send): Promise<OpenApiExamples['errors']> {
  const demo = (
    (await send('POST', '/auth/v2/login', { body: { username: 'demo', password: 'demo1234' } }))
      .body.data as { token: string }
  ).token;
  const login = (username: string) =>
    send('POST', '/auth/v2/login', { body: { username, password: `${username}1234` } });
  const cases: [string, string, Promise<Answer>][] = [
    ['400', 'Params error', send('POST', '/auth/v2/login', { body: { username: 'demo' } })],
    ['401', 'No or unknown token', send('GET', '/user/info')],
    ['402', 'Account not activated (persona inactive)', login('inactive')],
    ['403', 'Account disabled (persona disabled)', login('disabled')],
    ['404', 'Account cancelled (persona cancelled)', login('cancelled')],
    [
      '405',
      'Data error',
      send('POST', '/plan/order/detail', { token: demo, body: { id: 999999 } }),
    ],
    ['503', 'Session expired', send('GET', '/user/info', { token: 'qa-expired-token' })],
  ];
  return Object.fromEntries(
    await Promise.all(
      cases.map(async ([code, summary, answer]) => {
        const { body } = await answer;
        if (String(body.code) !== code) throw new Error(`error ${code}: ${JSON.stringify(body)}`);
        return [code, { summary, value: body }] as const;
      }),
    ),
  );
}

async function captureTransport(send: Send): Promise<OpenApiExamples['transport']> {
  const tooLarge = JSON.stringify({ subject: 'x', content: 'x'.repeat(1024 * 1024) });
  const rateLimited = async (): Promise<Answer> => {
    for (;;) {
      const answer = await send('POST', '/auth/v2/login', {
        body: { username: 'operator', password: 'wrong-password' },
      });
      if (answer.status === 429) return answer;
    }
  };
  const cases: [string, string, Answer][] = [
    ['403', 'A QA call without X-QA-Key', await send('POST', '/__qa/reset', { headers: {} })],
    ['404', 'An unknown route', await send('GET', '/no/such/call')],
    ['413', 'A JSON body over 1 MB', await send('POST', '/feedback', { body: tooLarge })],
    [
      '415',
      'A text/plain body',
      await send('POST', '/feedback', { body: 'hello', headers: { 'content-type': 'text/plain' } }),
    ],
    ['429', 'Too many logins for one username', await rateLimited()],
  ];
  const transport = Object.fromEntries(
    cases.map(([status, summary, answer]) => {
      if (String(answer.status) !== status) {
        throw new Error(`HTTP ${status}: got ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return [status, { summary, value: answer.body }];
    }),
  );
  // A crash cannot be provoked on purpose: its answer is the catalogue's message.
  transport['500'] = {
    summary: 'An unexpected crash',
    value: { code: 500, msg: translate('en', 'code.500'), data: null },
  };
  return transport;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
