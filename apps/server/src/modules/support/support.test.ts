import {
  SUPPORT_MESSAGE_MAX,
  SupportMessage,
  SupportThread,
  SupportThreadSummary,
  SupportUnread,
  paginated,
} from '@adc/contract';
import { translate, type MessageKey } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';
import { registerFresh, type FreshAccount } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const Sent = z.object({ list: z.array(SupportMessage) });
const ThreadPage = paginated(SupportThreadSummary);

const thread = async (account: FreshAccount, query: Record<string, number> = {}, lang = 'en') => {
  const res = await server.get('/support/messages', query, {
    token: account.token,
    headers: { 'Accept-Language': lang },
  });
  expect(res.code).toBe(200);
  return SupportThread.parse(res.data);
};
const send = (account: FreshAccount, content: unknown, lang = 'en') =>
  server.post(
    '/support/messages',
    { content },
    { token: account.token, headers: { 'Accept-Language': lang } },
  );
const unread = async (account: FreshAccount) => {
  const res = await server.get('/support/unread_count', undefined, { token: account.token });
  expect(res.code).toBe(200);
  return SupportUnread.parse(res.data).unread_count;
};
const reply = async (username: string, content: string) => {
  const res = await server.qa('/support/reply', { username, content });
  expect(res).toMatchObject({ status: 200, code: 200 });
  return SupportMessage.parse(res.data);
};

describe('the user side of the support conversation', () => {
  it('starts empty, with nothing unread', async () => {
    const account = await registerFresh(server);
    expect(await thread(account)).toEqual({ list: [], has_more: false, unread_count: 0 });
    expect(await unread(account)).toBe(0);
  });

  it('stores the first message trimmed and answers it automatically in the reader language', async () => {
    const account = await registerFresh(server);
    const res = await send(account, '  Where is my withdrawal?\n\tIt was yesterday.  ', 'jp');
    expect(res).toMatchObject({ status: 200, code: 200 });
    const [mine, greeting, ...rest] = Sent.parse(res.data).list;
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({
      sender: 'user',
      content: 'Where is my withdrawal?\n\tIt was yesterday.',
      automatic: false,
      read: false,
    });
    expect(greeting).toMatchObject({
      sender: 'support',
      content: translate('jp', 'support.auto_reply'),
      automatic: true,
      read: true,
    });
    // Stored as a key: another reader gets it in their language.
    const de = await thread(account, {}, 'de');
    expect(de.list.map((message) => message.content)).toEqual([
      'Where is my withdrawal?\n\tIt was yesterday.',
      translate('de', 'support.auto_reply'),
    ]);
    expect(de.unread_count).toBe(0);

    const second = Sent.parse((await send(account, 'Any news?')).data).list;
    expect(second.map((message) => message.sender)).toEqual(['user']);
    expect((await thread(account)).list).toHaveLength(3);
  });

  it('answers two first messages sent at once with one automatic answer', async () => {
    const account = await registerFresh(server);
    const answers = await Promise.all([send(account, 'first A'), send(account, 'first B')]);
    expect(answers.map((res) => res.code)).toEqual([200, 200]);
    const { list } = await thread(account);
    expect(list.filter((message) => message.automatic)).toHaveLength(1);
    expect(list.filter((message) => message.sender === 'user')).toHaveLength(2);
  });

  it('stores a message sent again under its Idempotency-Key once, replaying the first answer', async () => {
    const account = await registerFresh(server);
    const keyed = (content: string, key: string) =>
      server.post(
        '/support/messages',
        { content },
        { token: account.token, headers: { 'Idempotency-Key': key } },
      );
    const first = await keyed('Where is my withdrawal?', 'msg-1');
    expect(first.code).toBe(200);
    expect(Sent.parse(first.data).list).toHaveLength(2); // the message and the automatic answer
    // The answer was lost; the client sends the same message again with its key.
    const again = await keyed('Where is my withdrawal?', 'msg-1');
    expect(again).toEqual(first);
    // Sent twice at once, too: one message.
    const [a, b] = await Promise.all([
      keyed('And my card?', 'msg-2'),
      keyed('And my card?', 'msg-2'),
    ]);
    expect(b).toEqual(a);
    const { list } = await thread(account);
    expect(list.filter((message) => message.sender === 'user').map((m) => m.content)).toEqual([
      'Where is my withdrawal?',
      'And my card?',
    ]);
    expect(list.filter((message) => message.automatic)).toHaveLength(1);
    // Another message under a used key is refused; without a key every send is stored.
    expect(await keyed('Something else', 'msg-1')).toMatchObject({
      code: 400,
      msg: translate('en', 'error.idempotency_conflict'),
    });
    expect((await send(account, 'And my card?')).code).toBe(200);
    expect((await thread(account)).list.filter((m) => m.sender === 'user')).toHaveLength(3);
  });

  it('stores a message only with its recorded answer: an attempt that lost its key leaves nothing', async () => {
    const account = await registerFresh(server);
    // While the message is being stored, a retry takes the key over (as one does once the
    // first attempt's lease has run out: the first attempt's server stalled or died). The
    // database does it, between the message's insert and the recording of its answer.
    await takeOverKeyOnInsert(server, account.user.id, 'stalled-1');
    try {
      const res = await server.post(
        '/support/messages',
        { content: 'take-over' },
        { token: account.token, headers: { 'Idempotency-Key': 'stalled-1' } },
      );
      expect(res).toMatchObject({ code: 400, msg: translate('en', 'error.request_in_progress') });
      expect((await thread(account)).list).toEqual([]);
    } finally {
      await dropTakeOver(server);
    }
  });

  it.each([
    [{}, 'validation.required', { field: 'content' }],
    [{ content: '   ' }, 'validation.required', { field: 'content' }],
    [{ content: 42 }, 'validation.invalid', { field: 'content' }],
    [
      { content: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) },
      'validation.too_long',
      { field: 'content', max: SUPPORT_MESSAGE_MAX },
    ],
    [{ content: 'bell \u0007 here' }, 'validation.control_characters', { field: 'content' }],
    [{ content: 'nul \u0000 here' }, 'validation.control_characters', { field: 'content' }],
  ] as const)('refuses %j (code 400, nothing stored)', async (body, key, params) => {
    const account = await registerFresh(server);
    const res = await server.post('/support/messages', body, { token: account.token });
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', key as MessageKey, params),
    });
    expect(await thread(account)).toMatchObject({ list: [] });
  });

  it('accepts the longest message', async () => {
    const account = await registerFresh(server);
    const res = await send(account, 'y'.repeat(SUPPORT_MESSAGE_MAX));
    expect(res.code).toBe(200);
  });

  it('needs a session', async () => {
    expect((await server.get('/support/messages')).code).toBe(401);
    expect((await server.post('/support/messages', { content: 'hi' })).code).toBe(401);
    expect((await server.post('/support/read', {})).code).toBe(401);
    expect((await server.get('/support/unread_count')).code).toBe(401);
  });

  it('shows each user only their own thread', async () => {
    const alice = await registerFresh(server);
    const bob = await registerFresh(server);
    await send(alice, 'Only for Alice');
    await reply(alice.username, 'Hello Alice');
    expect(await thread(bob)).toEqual({ list: [], has_more: false, unread_count: 0 });
    expect(await unread(bob)).toBe(0);
    expect(await unread(alice)).toBe(1);
  });

  it('pages back through a long thread with before_id, oldest first', async () => {
    const account = await registerFresh(server);
    for (let index = 1; index <= 5; index++) await send(account, `message ${index}`);
    // 5 user messages and the automatic first answer.
    const newest = await thread(account, { limit: 4 });
    expect(newest.has_more).toBe(true);
    expect(newest.list.map((message) => message.content)).toEqual([
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    const older = await thread(account, { limit: 4, before_id: newest.list[0]!.id });
    expect(older.has_more).toBe(false);
    expect(older.list.map((message) => message.content)).toEqual([
      'message 1',
      translate('en', 'support.auto_reply'),
    ]);
    const tooMany = await server.get('/support/messages', { limit: 101 }, { token: account.token });
    expect(tooMany.code).toBe(400);
  });
});

describe('support replies through the QA surface', () => {
  it('arrive unread, are counted, and are read when the user reads the thread', async () => {
    const account = await registerFresh(server);
    await send(account, 'My plan has not started.');
    const answer = await reply(account.username, '  We are looking into it.\nOne moment.  ');
    expect(answer).toMatchObject({
      sender: 'support',
      content: 'We are looking into it.\nOne moment.',
      automatic: false,
      read: false,
    });
    await reply(account.username, 'It is running now.');
    expect(await unread(account)).toBe(2);
    const before = await thread(account);
    expect(before.unread_count).toBe(2);
    expect(before.list.at(-1)).toMatchObject({ content: 'It is running now.', read: false });

    const read = await server.post(
      '/support/read',
      {},
      { token: account.token, headers: { 'Accept-Language': 'fr' } },
    );
    expect(read).toMatchObject({ code: 200, msg: translate('fr', 'success.read') });
    expect(SupportUnread.parse(read.data)).toEqual({ unread_count: 0 });
    expect(await unread(account)).toBe(0);
    const after = await thread(account);
    expect(after.list.filter((message) => message.sender === 'support' && !message.read)).toEqual(
      [],
    );
  });

  it('refuses a wrong or missing X-QA-Key with HTTP 403 and stores nothing', async () => {
    const account = await registerFresh(server);
    const refusedKeys: Record<string, string>[] = [{}, { 'X-QA-Key': 'qa-wrong' }];
    for (const headers of refusedKeys) {
      const res = await server.call('POST', '/api/__qa/support/reply', {
        body: { username: account.username, content: 'hi' },
        headers,
      });
      expect(res.status).toBe(403);
      expect(res).toMatchObject({ code: 403, msg: translate('en', 'error.qa_forbidden') });
      const threads = await server.call('POST', '/api/__qa/support/threads', { body: {}, headers });
      expect(threads.status).toBe(403);
    }
    expect(await unread(account)).toBe(0);
  });

  it('validates the reply like every input and refuses an unknown user', async () => {
    const account = await registerFresh(server);
    const cases: [unknown, MessageKey, Record<string, string | number>][] = [
      [{ username: account.username, content: ' ' }, 'validation.required', { field: 'content' }],
      [
        { username: account.username, content: 'z'.repeat(SUPPORT_MESSAGE_MAX + 1) },
        'validation.too_long',
        { field: 'content', max: SUPPORT_MESSAGE_MAX },
      ],
      [
        { username: account.username, content: 'esc \u001b[31m' },
        'validation.control_characters',
        { field: 'content' },
      ],
      [{ content: 'hi' }, 'validation.required', { field: 'username' }],
      [{ username: 'nobody_here', content: 'hi' }, 'error.no_user_data', {}],
    ];
    for (const [body, key, params] of cases) {
      const res = await server.qa('/support/reply', body);
      expect(res).toMatchObject({ status: 200, code: 400, msg: translate('en', key, params) });
    }
    expect(await unread(account)).toBe(0);
  });

  it('lists threads for the console, most recent first, and tells which await a reply', async () => {
    const first = await registerFresh(server);
    const second = await registerFresh(server);
    await send(first, 'First question');
    await send(second, 'Second question');

    const all = ThreadPage.parse((await server.qa('/support/threads', { page_size: 100 })).data);
    const names = all.list.map((summary) => summary.username);
    expect(names.indexOf(second.username)).toBeLessThan(names.indexOf(first.username));
    expect(all.list.find((summary) => summary.username === second.username)).toMatchObject({
      uid: second.user.uid,
      awaiting_reply: 1,
      unread_by_user: 0,
      last_message: { sender: 'support', automatic: true },
    });

    // The support team opens the first thread: its user messages are read by support.
    const opened = await server.qa('/support/messages', { username: first.username });
    expect(SupportThread.parse(opened.data).list.map((message) => message.sender)).toEqual([
      'user',
      'support',
    ]);
    await reply(first.username, 'Answered');
    const awaiting = ThreadPage.parse(
      (await server.qa('/support/threads', { awaiting_reply: true, page_size: 100 })).data,
    );
    const awaitingNames = awaiting.list.map((summary) => summary.username);
    expect(awaitingNames).toContain(second.username);
    expect(awaitingNames).not.toContain(first.username);
    expect(awaiting.total).toBe(awaiting.list.length);

    const refreshed = ThreadPage.parse(
      (await server.qa('/support/threads', { page_size: 100 })).data,
    );
    expect(refreshed.list[0]).toMatchObject({
      username: first.username,
      awaiting_reply: 0,
      unread_by_user: 1,
      last_message: { content: 'Answered', sender: 'support', read: false },
    });
    const paged = ThreadPage.parse(
      (await server.qa('/support/threads', { page: 1, page_size: 1 })).data,
    );
    expect(paged).toMatchObject({ page: 1, page_size: 1, total: refreshed.total });
    expect(paged.list).toHaveLength(1);
  });

  it('is cleared by the QA reset', async () => {
    const account = await registerFresh(server);
    await send(account, 'before reset');
    expect(await server.db.supportMessage.count()).toBeGreaterThan(0);
    expect((await server.qa('/reset', {})).code).toBe(200);
    expect(await server.db.supportMessage.count()).toBe(0);
  });
});

/**
 * A trigger that hands the key to another attempt when the message 'take-over' is inserted, in
 * the inserting transaction.
 */
async function takeOverKeyOnInsert(server: TestServer, userId: number, key: string): Promise<void> {
  const takeOver = `UPDATE "IdempotencyKey" SET "claimToken" = 'the-retry' WHERE "userId" = ${userId} AND "key" = '${key}'`;
  if (onPostgres) {
    await server.db.$executeRawUnsafe(
      `CREATE FUNCTION take_over_key() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${takeOver}; RETURN NEW; END $$`,
    );
    await server.db.$executeRawUnsafe(
      `CREATE TRIGGER take_over_key AFTER INSERT ON "SupportMessage" FOR EACH ROW WHEN (NEW."content" = 'take-over') EXECUTE FUNCTION take_over_key()`,
    );
  } else {
    await server.db.$executeRawUnsafe(
      `CREATE TRIGGER take_over_key AFTER INSERT ON "SupportMessage" WHEN NEW."content" = 'take-over' BEGIN ${takeOver}; END`,
    );
  }
}

async function dropTakeOver(server: TestServer): Promise<void> {
  await server.db.$executeRawUnsafe(
    `DROP TRIGGER take_over_key${onPostgres ? ' ON "SupportMessage"' : ''}`,
  );
  if (onPostgres) await server.db.$executeRawUnsafe('DROP FUNCTION take_over_key()');
}
