import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('newbie');
});
afterAll(async () => {
  await server?.close();
});

const FeedbackCreated = z.object({ id: z.number().int() });

describe('POST /feedback', () => {
  it('stores the feedback and returns its id', async () => {
    const res = await server.post(
      '/feedback',
      { subject: '  Slow page ', content: 'The plan list takes long to load.' },
      { token, headers: { 'Accept-Language': 'jp' } },
    );
    expect(res).toMatchObject({ status: 200, code: 200, msg: translate('jp', 'success.submit') });
    const { id } = FeedbackCreated.parse(res.data);
    const row = await server.db.feedback.findUniqueOrThrow({ where: { id } });
    const newbie = await server.db.user.findUniqueOrThrow({ where: { username: 'newbie' } });
    expect(row).toMatchObject({
      userId: newbie.id,
      subject: 'Slow page',
      content: 'The plan list takes long to load.',
    });
  });

  it('accepts the longest subject and content', async () => {
    const res = await server.post(
      '/feedback',
      { subject: 's'.repeat(100), content: 'c'.repeat(2000) },
      { token },
    );
    expect(res.code).toBe(200);
  });

  it.each([
    [{ content: 'text' }, 'validation.required', { field: 'subject' }],
    [{ subject: 'topic' }, 'validation.required', { field: 'content' }],
    [{ subject: '   ', content: 'text' }, 'validation.required', { field: 'subject' }],
    [{ subject: 'topic', content: '' }, 'validation.required', { field: 'content' }],
    [
      { subject: 's'.repeat(101), content: 'text' },
      'validation.too_long',
      { field: 'subject', max: 100 },
    ],
    [
      { subject: 'topic', content: 'c'.repeat(2001) },
      'validation.too_long',
      { field: 'content', max: 2000 },
    ],
  ] as const)('refuses %j and stores nothing', async (body, key, params) => {
    const before = await server.db.feedback.count();
    const res = await server.post('/feedback', body, { token });
    expect(res).toMatchObject({
      status: 200,
      code: 400,
      msg: translate('en', key, params),
      data: null,
    });
    const zh = await server.post('/feedback', body, {
      token,
      headers: { 'Accept-Language': 'zh' },
    });
    expect(zh.msg).toBe(translate('zh', key, params));
    expect(await server.db.feedback.count()).toBe(before);
  });

  it('needs a token', async () => {
    const before = await server.db.feedback.count();
    expect(await server.post('/feedback', { subject: 'a', content: 'b' })).toMatchObject({
      code: 401,
      msg: translate('en', 'code.401'),
    });
    expect(await server.db.feedback.count()).toBe(before);
  });
});
