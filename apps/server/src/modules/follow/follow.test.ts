import { FollowRecord, paginated } from '@adc/contract';
import { translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh } from '../../test/kits/account-test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const FollowPage = paginated(FollowRecord).extend({ current_operated_id: z.string().nullable() });
const Followed = z.object({ operated_id: z.string() });

const follow = (token: string, operatedId: string, lang?: string) =>
  server.post(
    '/assistance/follow',
    { operated_id: operatedId },
    { token, headers: lang ? { 'Accept-Language': lang } : {} },
  );
const list = async (token: string, query: Record<string, number> = {}) =>
  FollowPage.parse((await server.get('/assistance/list', query, { token })).data);
const state = async (userId: number) => ({
  records: await server.db.followRecord.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
  operatedId: (await server.db.user.findUniqueOrThrow({ where: { id: userId } })).operatedId,
});

describe('follow records', () => {
  it('starts empty', async () => {
    const account = await registerFresh(server);
    const res = await server.get('/assistance/list', {}, { token: account.token });
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(FollowPage.parse(res.data)).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 20,
      current_operated_id: null,
    });
  });

  it('follows an active operator ID, then another: the previous record ends', async () => {
    const account = await registerFresh(server);
    const first = await follow(account.token, '10000009', 'de');
    expect(first).toMatchObject({ status: 200, code: 200, msg: translate('de', 'success.follow') });
    expect(Followed.parse(first.data)).toEqual({ operated_id: '10000009' });

    const afterFirst = await list(account.token);
    expect(afterFirst.current_operated_id).toBe('10000009');
    expect(afterFirst.list).toHaveLength(1);
    expect(afterFirst.list[0]).toMatchObject({
      operated_id: '10000009',
      nickname: 'Northwind Operations',
      ended_at: null,
    });

    await server.qa('/clock/advance', { seconds: 60 });
    expect((await follow(account.token, ' 10000001 ')).code).toBe(200);
    const afterSecond = await list(account.token);
    expect(afterSecond.current_operated_id).toBe('10000001');
    expect(afterSecond.total).toBe(2);
    const [newest, previous] = afterSecond.list;
    expect(newest).toMatchObject({ operated_id: '10000001', ended_at: null });
    expect(previous).toMatchObject({ operated_id: '10000009' });
    expect(previous?.ended_at).toBe(newest?.followed_at);
    expect(Date.parse(newest?.followed_at ?? '')).toBeGreaterThan(
      Date.parse(afterFirst.list[0]?.followed_at ?? ''),
    );

    const info = await server.get<{ operated_id: string | null }>(
      '/user/info',
      {},
      { token: account.token },
    );
    expect(info.data.operated_id).toBe('10000001');

    const paged = await list(account.token, { page: 2, page_size: 1 });
    expect(paged).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(paged.list.map((r) => r.operated_id)).toEqual(['10000009']);
  });

  it('refuses the current operated ID', async () => {
    const account = await registerFresh(server);
    await follow(account.token, '10000009');
    const before = await state(account.user.id);
    expect(await follow(account.token, '10000009')).toMatchObject({
      code: 400,
      msg: translate('en', 'error.same_operated_id'),
      data: null,
    });
    expect((await follow(account.token, '10000009', 'ru')).msg).toBe(
      translate('ru', 'error.same_operated_id'),
    );
    expect(await state(account.user.id)).toEqual(before);
  });

  it.each([
    ['an unknown ID', '99999998'],
    ['an inactive account', '10000004'],
    ['a disabled account', '10000005'],
    ['a cancelled account', '10000006'],
    ['a username instead of an ID', 'operator'],
  ])('refuses %s', async (_what, operatedId) => {
    const account = await registerFresh(server);
    const before = await state(account.user.id);
    expect(await follow(account.token, operatedId)).toMatchObject({
      code: 400,
      msg: translate('en', 'error.id_error'),
      data: null,
    });
    expect((await follow(account.token, operatedId, 'zh')).msg).toBe(
      translate('zh', 'error.id_error'),
    );
    expect(await state(account.user.id)).toEqual(before);
  });

  it("refuses the user's own ID", async () => {
    const account = await registerFresh(server);
    const before = await state(account.user.id);
    expect(await follow(account.token, account.user.uid)).toMatchObject({
      code: 400,
      msg: translate('en', 'error.id_error'),
    });
    expect(await state(account.user.id)).toEqual(before);
  });

  it('takes the ID as a JSON number, as typed clients send a numeric id', async () => {
    const account = await registerFresh(server);
    const res = await server.post(
      '/assistance/follow',
      { operated_id: 10000009 },
      { token: account.token },
    );
    expect(res).toMatchObject({ code: 200, data: { operated_id: '10000009' } });
    expect((await state(account.user.id)).operatedId).toBe('10000009');
    for (const operated_id of [1.5, -10000009, true]) {
      const refused = await server.post(
        '/assistance/follow',
        { operated_id },
        { token: account.token },
      );
      expect(refused).toMatchObject({ code: 400, msg: 'operated_id is invalid' });
    }
  });

  it('refuses an empty ID', async () => {
    const account = await registerFresh(server);
    const res = await follow(account.token, '  ');
    expect(res).toMatchObject({
      code: 400,
      msg: translate('en', 'validation.required', { field: 'operated_id' }),
    });
  });

  it('leaves exactly one open record after simultaneous follows', async () => {
    const account = await registerFresh(server);
    const results = await Promise.all(
      ['10000009', '10000001', '10000002'].map((id) => follow(account.token, id)),
    );
    expect(results.map((r) => r.code)).toEqual([200, 200, 200]);
    const { records, operatedId } = await state(account.user.id);
    expect(records).toHaveLength(3);
    const open = records.filter((r) => r.endedAt === null);
    expect(open).toHaveLength(1);
    expect(open[0]?.operatedId).toBe(operatedId);
  });

  it('never refuses a follow for running beside another one (PostgreSQL said "still being processed")', async () => {
    const account = await registerFresh(server);
    const ids = ['10000009', '10000001', '10000002'];
    const results = await Promise.all(
      [...ids, ...ids, ...ids, ...ids].map((id) => follow(account.token, id, 'en')),
    );
    for (const result of results) {
      // A follow of the ID another follow has just set is the only refusal.
      if (result.code !== 200) {
        expect(result).toMatchObject({
          code: 400,
          msg: translate('en', 'error.same_operated_id'),
        });
      }
    }
    const { records, operatedId } = await state(account.user.id);
    expect(records).toHaveLength(results.filter((r) => r.code === 200).length);
    const open = records.filter((r) => r.endedAt === null);
    expect(open).toHaveLength(1);
    expect(open[0]?.operatedId).toBe(operatedId);
  });
});
