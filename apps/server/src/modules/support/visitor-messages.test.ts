import {
  TransportError,
  VISITOR_CONTACT_MAX,
  VISITOR_MESSAGE_MAX,
  VisitorMessage,
  VisitorMessageReceipt,
  paginated,
} from '@adc/contract';
import { translate, type Lang } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QA_KEY, startTestServer, type TestServer } from '../../test/harness';

/*
 * POST /support/visitor_messages: customer service for someone who cannot sign in (402/403/404
 * answer every call with a session). Each test sends from an address of its own
 * (X-Forwarded-For, the server trusting its proxy), so the per-address limit of 3 messages a
 * minute is only met where a test means to meet it.
 */

const LIMIT = 3;
let server: TestServer;
let addresses = 0;
/** A client address no other test sends from. */
const newAddress = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    visitorMessageRateLimit: { perClient: LIMIT, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
});

interface SendOptions {
  from?: string;
  lang?: Lang;
  key?: string;
  token?: string;
}

const send = (body: unknown, { from = newAddress(), lang, key, token }: SendOptions = {}) =>
  server.post<unknown>('/support/visitor_messages', body, {
    token,
    headers: {
      'X-Forwarded-For': from,
      ...(lang ? { 'Accept-Language': lang } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  });

const valid = (content = 'My account is not activated. Can you help?') => ({
  username: 'inactive',
  contact: 'ana@example.com',
  content,
});

const Listed = paginated(VisitorMessage);
const listed = async (page_size = 100) => {
  const res = await server.qa('/support/visitor_messages', { page: 1, page_size });
  expect(res).toMatchObject({ status: 200, code: 200 });
  return Listed.parse(res.data);
};
const stored = () => server.db.visitorMessage.count();

describe('a visitor message', () => {
  it('is stored as sent, without a session, and confirmed in the caller language', async () => {
    const res = await send(
      { username: '  Inactive ', contact: ' +49 151 2345-6789 ', content: ' Line one\nline two ' },
      { lang: 'de' },
    );
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: translate('de', 'success.visitor_message'),
    });
    const { id } = VisitorMessageReceipt.parse(res.data);
    const row = await server.db.visitorMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      username: 'Inactive',
      contact: '+49 151 2345-6789',
      content: 'Line one\nline two',
      lang: 'de',
    });
    expect((await listed()).list.find((message) => message.id === id)).toMatchObject({
      username: 'Inactive',
      account: { username: 'inactive', uid: expect.any(String), status: 'inactive', lang: 'en' },
      contact: '+49 151 2345-6789',
      contact_kind: 'phone',
      content: 'Line one\nline two',
      lang: 'de',
    });
  });

  it('ignores a token, even one the server refuses (the sender may be locked out)', async () => {
    const res = await send(valid(), { token: 'no-such-token' });
    expect(res).toMatchObject({ status: 200, code: 200 });
    const demo = await server.login('demo');
    expect(await send(valid(), { token: demo })).toMatchObject({ status: 200, code: 200 });
  });

  it('answers the same whether or not the username names an account (no enumeration)', async () => {
    const answers = [];
    for (const username of ['inactive', 'disabled', 'cancelled', 'demo', 'nobody_by_this_name']) {
      const res = await send({ ...valid(), username }, { lang: 'fr' });
      answers.push({ ...res, data: Object.keys(res.data as object) });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      code: 200,
      msg: translate('fr', 'success.visitor_message'),
      data: ['id'],
    });
    const { list } = await listed(5);
    expect(list.map((message) => [message.username, message.account?.status ?? null])).toEqual([
      ['nobody_by_this_name', null],
      ['demo', 'active'],
      ['cancelled', 'cancelled'],
      ['disabled', 'disabled'],
      ['inactive', 'inactive'],
    ]);
    expect(list[3]?.account?.lang).toBe('zh');
    expect(list.every((message) => message.lang === 'fr')).toBe(true);
  });

  it('takes an email or a phone number as the contact, as people type them', async () => {
    for (const contact of ['ana.b+help@mail.example.co.uk', '+1 (555) 010-9999', '030 123 456']) {
      expect((await send({ ...valid(), contact })).code, contact).toBe(200);
    }
    const email = `${'a'.repeat(VISITOR_CONTACT_MAX - '@example.com'.length)}@example.com`;
    expect((await send({ ...valid(), contact: email })).code).toBe(200);
    expect((await send({ ...valid('😀'.repeat(VISITOR_MESSAGE_MAX)) })).code).toBe(200);
  });
});

describe('a bad visitor message', () => {
  const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate('en', key, params);
  const cases: [string, unknown, string][] = [
    [
      'no username',
      { contact: 'a@example.com', content: 'x' },
      en('validation.required', { field: 'username' }),
    ],
    [
      'an empty username',
      { ...valid(), username: '   ' },
      en('validation.required', { field: 'username' }),
    ],
    [
      'a username too long',
      { ...valid(), username: 'u'.repeat(33) },
      en('validation.too_long', { field: 'username', max: 32 }),
    ],
    [
      'a username with a control character',
      { ...valid(), username: 'in\u0007active' },
      en('validation.control_characters', { field: 'username' }),
    ],
    [
      'a username of another type',
      { ...valid(), username: 12345 },
      en('validation.invalid', { field: 'username' }),
    ],
    [
      'no contact',
      { username: 'inactive', content: 'x' },
      en('validation.required', { field: 'contact' }),
    ],
    [
      'an empty contact',
      { ...valid(), contact: '' },
      en('validation.required', { field: 'contact' }),
    ],
    [
      'a contact that is neither email nor phone',
      { ...valid(), contact: 'call me maybe' },
      en('validation.contact', { field: 'contact' }),
    ],
    [
      'a half email',
      { ...valid(), contact: 'ana@example' },
      en('validation.contact', { field: 'contact' }),
    ],
    [
      'a phone number too short',
      { ...valid(), contact: '12345' },
      en('validation.contact', { field: 'contact' }),
    ],
    [
      'a contact on two lines',
      { ...valid(), contact: 'a@example.com\nb@example.com' },
      en('validation.control_characters', { field: 'contact' }),
    ],
    [
      'a contact too long',
      { ...valid(), contact: `${'a'.repeat(VISITOR_CONTACT_MAX)}@example.com` },
      en('validation.too_long', { field: 'contact', max: VISITOR_CONTACT_MAX }),
    ],
    [
      'a contact of another type',
      { ...valid(), contact: 4915123456789 },
      en('validation.invalid', { field: 'contact' }),
    ],
    [
      'no content',
      { username: 'inactive', contact: 'a@example.com' },
      en('validation.required', { field: 'content' }),
    ],
    ['blank content', { ...valid(' \n\t ') }, en('validation.required', { field: 'content' })],
    [
      'content too long',
      { ...valid('😀'.repeat(VISITOR_MESSAGE_MAX + 1)) },
      en('validation.too_long', { field: 'content', max: VISITOR_MESSAGE_MAX }),
    ],
    [
      'content with a control character',
      { ...valid('ring\u0007') },
      en('validation.control_characters', { field: 'content' }),
    ],
    [
      'content with U+0000',
      { ...valid('a\u0000b') },
      en('validation.control_characters', { field: 'content' }),
    ],
    [
      'content of another type',
      { ...valid(), content: ['a'] },
      en('validation.invalid', { field: 'content' }),
    ],
  ];

  it.each(cases)(
    'with %s is code 400 naming the field, and stores nothing',
    async (_name, body, msg) => {
      const before = await stored();
      const res = await send(body, { lang: 'en' });
      expect(res).toMatchObject({ status: 200, code: 400, msg, data: null });
      expect(await stored()).toBe(before);
    },
  );

  it('is refused in the caller language', async () => {
    const res = await send({ ...valid(), contact: 'nope' }, { lang: 'th' });
    expect(res).toMatchObject({
      code: 400,
      msg: translate('th', 'validation.contact', { field: 'contact' }),
    });
  });

  it('is not counted against the address (only stored messages are)', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await send({ ...valid(), contact: 'x' }, { from })).code).toBe(400);
    }
    for (let i = 0; i < LIMIT; i++) expect((await send(valid(), { from })).code).toBe(200);
  });
});

describe('the rate limit per client address', () => {
  it('answers HTTP 429 with Retry-After in the caller language past the limit, until the window ends', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await send(valid(`#${i}`), { from })).code).toBe(200);
    const before = await stored();
    const limited = await server.http
      .post('/api/support/visitor_messages')
      .set('X-Forwarded-For', from)
      .set('Accept-Language', 'ru')
      .send(valid('one more'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 400,
      msg: translate('ru', 'error.too_many_requests'),
      data: null,
    });
    expect(TransportError.safeParse(limited.body).success).toBe(true);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await stored()).toBe(before);

    // Another address is not limited by this one.
    expect((await send(valid())).code).toBe(200);

    await server.qa('/clock/advance', { seconds: 61 });
    expect((await send(valid('later'), { from })).code).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('stores a message sent again under its key once and answers it again, uncounted', async () => {
    const from = newAddress();
    const key = `visitor-${Date.now()}-a`;
    const first = await send(valid('Sent twice'), { from, key, lang: 'jp' });
    expect(first.code).toBe(200);
    for (let i = 0; i < LIMIT + 1; i++) {
      const again = await send(valid('Sent twice'), { from, key, lang: 'jp' });
      expect(again).toMatchObject({
        status: 200,
        code: 200,
        msg: translate('jp', 'success.visitor_message'),
        data: first.data,
      });
    }
    expect(await server.db.visitorMessage.count({ where: { content: 'Sent twice' } })).toBe(1);
    // The replays took nothing from the address's allowance: two more fit.
    expect((await send(valid('second'), { from })).code).toBe(200);
    expect((await send(valid('third'), { from })).code).toBe(200);
  });

  it('stores one message when the same key arrives several times at once', async () => {
    const key = `visitor-${Date.now()}-b`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => send(valid('At once'), { key })),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(await server.db.visitorMessage.count({ where: { content: 'At once' } })).toBe(1);
  });

  it('refuses the key with another message, storing nothing', async () => {
    const key = `visitor-${Date.now()}-c`;
    expect((await send(valid('The first'), { key })).code).toBe(200);
    const before = await stored();
    const other = await send(valid('Another one'), { key, lang: 'de' });
    expect(other).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('de', 'error.idempotency_conflict'),
    });
    expect(await stored()).toBe(before);
  });
});

describe('the support team side (QA surface)', () => {
  it('needs the QA key', async () => {
    const res = await server.post('/__qa/support/visitor_messages', { page: 1 });
    expect(res).toMatchObject({ status: 403, code: 403 });
  });

  it('lists the messages newest first, a page at a time', async () => {
    const total = await stored();
    const res = await server.call('POST', '/api/__qa/support/visitor_messages', {
      body: { page: 2, page_size: 2 },
      headers: { 'X-QA-Key': QA_KEY },
    });
    const page = Listed.parse(res.data);
    expect(page).toMatchObject({ total, page: 2, page_size: 2 });
    const ids = (await server.db.visitorMessage.findMany({ orderBy: { id: 'desc' } })).map(
      (row) => row.id,
    );
    expect(page.list.map((message) => message.id)).toEqual(ids.slice(2, 4));
  });

  it('is emptied by the QA reset', async () => {
    expect(await stored()).toBeGreaterThan(0);
    expect((await server.qa('/reset')).code).toBe(200);
    expect(await stored()).toBe(0);
    expect(await listed()).toMatchObject({ list: [], total: 0 });
  });
});
