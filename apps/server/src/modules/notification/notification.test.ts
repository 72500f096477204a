import { Notification, UnreadTotal, paginated, type NotificationCategory } from '@adc/contract';
import { translate, type MessageKey } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { registerFresh, type FreshAccount } from '../../test/kits/account-test-kit';

const NotificationPage = paginated(Notification);
type NotificationPage = ReturnType<typeof NotificationPage.parse>;

let server: TestServer;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.login('demo');
});
afterAll(async () => {
  await server.close();
});

const en = (key: MessageKey, params?: Record<string, string | number>) =>
  translate('en', key, params);

async function list(token: string, body: Record<string, unknown> = {}): Promise<NotificationPage> {
  const res = await server.post('/user/notifications', body, { token });
  expect(res).toMatchObject({ status: 200, code: 200, msg: en('code.200') });
  return NotificationPage.parse(res.data);
}

async function unread(token: string): Promise<number> {
  const res = await server.post('/user/notifications/unread_count', {}, { token });
  expect(res).toMatchObject({ status: 200, code: 200 });
  return UnreadTotal.parse(res.data).unread_total;
}

async function notify(
  username: string | undefined,
  category: NotificationCategory,
  title: string,
): Promise<void> {
  const res = await server.qa('/notifications', {
    ...(username ? { username } : {}),
    category,
    title,
    content: `${title} — content`,
  });
  expect(res.code).toBe(200);
}

/** Every read mark, to show that a refused request changed nothing. */
const readMarks = () =>
  server.db.notificationRead.findMany({ orderBy: [{ notificationId: 'asc' }, { userId: 'asc' }] });

/**
 * demo's seeded notifications: 9 announcements, maintenance notes and activities (3 unread, one
 * of each category), plus the 11 money events of its plan history (6 launches, 1 failure,
 * 3 completions, 1 settlement: system_announcement, read).
 */
const DEMO_TOTAL = 20;
const DEMO_MONEY_EVENTS = 11;

describe('POST /user/notifications (seeded demo)', () => {
  it("lists demo's notifications newest first with their read state", async () => {
    const page = await list(demoToken);
    expect(page).toMatchObject({ total: DEMO_TOTAL, page: 1, page_size: 20 });
    expect(page.list).toHaveLength(DEMO_TOTAL);
    const times = page.list.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.list.filter((n) => !n.read)).toHaveLength(3);
    // One unread of each category; the money events of demo's history are read.
    expect(
      page.list
        .filter((n) => !n.read)
        .map((n) => n.category)
        .sort(),
    ).toEqual(['activity', 'system_announcement', 'system_maintenance']);
  });

  it('filters by read state', async () => {
    const unreadPage = await list(demoToken, { read: 'unread' });
    expect(unreadPage.total).toBe(3);
    expect(unreadPage.list.every((n) => !n.read)).toBe(true);
    const readPage = await list(demoToken, { read: 'read' });
    expect(readPage.total).toBe(DEMO_TOTAL - 3);
    expect(readPage.list.every((n) => n.read)).toBe(true);
    expect((await list(demoToken, { read: 'all' })).total).toBe(DEMO_TOTAL);
  });

  it('filters by category, alone and with the read state', async () => {
    for (const category of ['system_announcement', 'system_maintenance', 'activity'] as const) {
      const page = await list(demoToken, { category });
      expect(page.total).toBe(category === 'system_announcement' ? 3 + DEMO_MONEY_EVENTS : 3);
      expect(page.list.every((n) => n.category === category)).toBe(true);
      const unreadOnes = await list(demoToken, { category, read: 'unread' });
      expect(unreadOnes.total).toBe(1);
      expect(unreadOnes.list[0]).toMatchObject({ category, read: false });
    }
    expect((await list(demoToken, { category: 'all' })).total).toBe(DEMO_TOTAL);
  });

  it('pages through the list', async () => {
    const all = await list(demoToken);
    const first = await list(demoToken, { page: 1, page_size: 8 });
    const second = await list(demoToken, { page: 2, page_size: 8 });
    const third = await list(demoToken, { page: 3, page_size: 8 });
    expect(first).toMatchObject({ total: DEMO_TOTAL, page: 1, page_size: 8 });
    expect([...first.list, ...second.list, ...third.list].map((n) => n.id)).toEqual(
      all.list.map((n) => n.id),
    );
    expect(third.list).toHaveLength(DEMO_TOTAL - 16);
    expect((await list(demoToken, { page: 9 })).list).toEqual([]);
  });

  it('accepts page and page_size as digit strings', async () => {
    expect(await list(demoToken, { page: '2', page_size: '5' })).toMatchObject({
      page: 2,
      page_size: 5,
      total: DEMO_TOTAL,
    });
  });

  it('counts 3 unread for demo and 0 for newbie', async () => {
    expect(await unread(demoToken)).toBe(3);
    expect(await unread(await server.login('newbie'))).toBe(0);
  });

  it('shows nobody else demo’s notifications', async () => {
    const newbie = await server.login('newbie');
    expect(await list(newbie)).toMatchObject({ total: 0, list: [] });
  });
});

describe('bad input', () => {
  it.each([
    // The contract's union of 'all' and the categories reports an invalid value, not the options.
    [
      { category: 'news' },
      en('validation.one_of', {
        field: 'category',
        options: 'all, system_announcement, system_maintenance, activity',
      }),
    ],
    [{ read: 'maybe' }, en('validation.one_of', { field: 'read', options: 'all, unread, read' })],
    [{ page: 0 }, en('validation.number_range', { field: 'page', min: 1, max: 1_000_000 })],
    [{ page_size: 101 }, en('validation.number_range', { field: 'page_size', min: 1, max: 100 })],
    [{ page: 'first' }, en('validation.invalid', { field: 'page' })],
  ])('refuses %j with code 400 naming the field', async (body, msg) => {
    expect(await server.post('/user/notifications', body, { token: demoToken })).toMatchObject({
      status: 200,
      code: 400,
      msg,
      data: null,
    });
  });

  it('answers in the asked language', async () => {
    const res = await server.post(
      '/user/notifications',
      { read: 'maybe' },
      { token: demoToken, headers: { 'Accept-Language': 'de' } },
    );
    expect(res).toMatchObject({
      code: 400,
      msg: translate('de', 'validation.one_of', { field: 'read', options: 'all, unread, read' }),
    });
  });

  it.each([{ id: 'x' }, { id: -1 }, { id: 0 }, { all: 'yes' }, { id: 1.5 }])(
    'refuses the read call %j with code 400',
    async (body) => {
      const before = await readMarks();
      expect(
        await server.post('/user/notifications/read', body, { token: demoToken }),
      ).toMatchObject({ code: 400, data: null });
      expect(await readMarks()).toEqual(before);
    },
  );

  it('asks for an id when neither id nor all is given (also with all: false)', async () => {
    const before = await readMarks();
    for (const body of [{}, { all: false }]) {
      expect(
        await server.post('/user/notifications/read', body, { token: demoToken }),
      ).toMatchObject({
        code: 400,
        msg: en('validation.required', { field: 'id' }),
        data: null,
      });
    }
    expect(await readMarks()).toEqual(before);
  });

  it('needs a session for every notification call', async () => {
    for (const path of [
      '/user/notifications',
      '/user/notifications/read',
      '/user/notifications/unread_count',
    ]) {
      expect(await server.post(path, { all: true })).toMatchObject({
        status: 200,
        code: 401,
        msg: en('code.401'),
        data: null,
      });
    }
  });
});

describe('marking read', () => {
  let account: FreshAccount;
  let ids: number[];

  beforeAll(async () => {
    account = await registerFresh(server);
    for (const [category, title] of [
      ['system_announcement', 'First'],
      ['activity', 'Second'],
      ['system_maintenance', 'Third'],
    ] as const) {
      await notify(account.username, category, title);
    }
    ids = (await list(account.token)).list.map((n) => n.id);
  });

  it('starts with every notification unread', async () => {
    expect(ids).toHaveLength(3);
    expect(await unread(account.token)).toBe(3);
  });

  it('marks one read and answers the new unread total; marking it again is harmless', async () => {
    const [id] = ids;
    const res = await server.post('/user/notifications/read', { id }, { token: account.token });
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: en('success.read'),
      data: { unread_total: 2 },
    });
    expect(UnreadTotal.parse(res.data).unread_total).toBe(2);
    expect((await list(account.token)).list.find((n) => n.id === id)?.read).toBe(true);
    expect(
      await server.post('/user/notifications/read', { id: String(id) }, { token: account.token }),
    ).toMatchObject({
      code: 200,
      data: { unread_total: 2 },
    });
    expect(await unread(account.token)).toBe(2);
  });

  it('refuses an unknown id with "Failed to mark message as read", in the asked language', async () => {
    const before = await readMarks();
    expect(
      await server.post('/user/notifications/read', { id: 999_999 }, { token: account.token }),
    ).toMatchObject({
      status: 200,
      code: 400,
      msg: en('error.mark_read_failed'),
      data: null,
    });
    expect(
      await server.post(
        '/user/notifications/read',
        { id: 999_999 },
        { token: account.token, headers: { 'Accept-Language': 'jp' } },
      ),
    ).toMatchObject({ code: 400, msg: translate('jp', 'error.mark_read_failed') });
    expect(await readMarks()).toEqual(before);
  });

  it("refuses another user's notification and leaves it unread for its owner", async () => {
    const demoUnread = (await list(demoToken, { read: 'unread' })).list;
    const target = demoUnread[0];
    if (!target) throw new Error('demo has no unread notification');
    const before = await readMarks();
    expect(
      await server.post('/user/notifications/read', { id: target.id }, { token: account.token }),
    ).toMatchObject({
      code: 400,
      msg: en('error.mark_read_failed'),
    });
    expect(await readMarks()).toEqual(before);
    expect(await unread(demoToken)).toBe(3);
  });

  it('marks all read (id wins when both are given)', async () => {
    const [, second] = ids;
    expect(
      await server.post(
        '/user/notifications/read',
        { id: second, all: true },
        { token: account.token },
      ),
    ).toMatchObject({
      code: 200,
      data: { unread_total: 1 },
    });
    expect(
      await server.post('/user/notifications/read', { all: true }, { token: account.token }),
    ).toMatchObject({
      code: 200,
      msg: en('success.read'),
      data: { unread_total: 0 },
    });
    expect((await list(account.token, { read: 'unread' })).total).toBe(0);
    expect((await list(account.token, { read: 'read' })).total).toBe(3);
    // Nothing left to mark: still a success.
    expect(
      await server.post('/user/notifications/read', { all: true }, { token: account.token }),
    ).toMatchObject({
      code: 200,
      data: { unread_total: 0 },
    });
  });

  it("marking all read touches only the caller's notifications", async () => {
    expect(await unread(demoToken)).toBe(3);
  });

  it('survives concurrent "mark all" calls', async () => {
    const other = await registerFresh(server);
    for (let i = 0; i < 5; i++) await notify(other.username, 'activity', `Concurrent ${i}`);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.post('/user/notifications/read', { all: true }, { token: other.token }),
      ),
    );
    expect(
      results.every(
        (r) => r.code === 200 && (r.data as { unread_total: number }).unread_total === 0,
      ),
    ).toBe(true);
    expect(await server.db.notificationRead.count({ where: { userId: other.user.id } })).toBe(5);
  });

  it('marks all of one category read with `category`, leaving the other categories unread', async () => {
    const other = await registerFresh(server);
    for (const category of ['activity', 'system_maintenance', 'system_announcement'] as const) {
      for (let i = 0; i < 2; i++) await notify(other.username, category, `${category} ${i}`);
    }
    const unreadIn = async (category: string) =>
      (await list(other.token, { category, read: 'unread' })).total;
    expect(await unread(other.token)).toBe(6);

    expect(
      await server.post(
        '/user/notifications/read',
        { all: true, category: 'activity' },
        { token: other.token },
      ),
    ).toMatchObject({
      code: 200,
      msg: en('success.read'),
      // The answer is still the unread total over every category (the bell's badge).
      data: { unread_total: 4 },
    });
    expect(await unreadIn('activity')).toBe(0);
    expect(await unreadIn('system_maintenance')).toBe(2);
    expect(await unreadIn('system_announcement')).toBe(2);

    // `category: "all"` is every category, as in the list call.
    expect(
      await server.post(
        '/user/notifications/read',
        { all: true, category: 'all' },
        { token: other.token },
      ),
    ).toMatchObject({ code: 200, data: { unread_total: 0 } });
  });

  it('ignores `category` with `id`, and refuses an unknown category without marking anything', async () => {
    const other = await registerFresh(server);
    await notify(other.username, 'activity', 'Kept');
    await notify(other.username, 'system_maintenance', 'Marked');
    const [maintenance] = (await list(other.token, { category: 'system_maintenance' })).list;
    if (!maintenance) throw new Error('no notification');
    expect(
      await server.post(
        '/user/notifications/read',
        { id: maintenance.id, category: 'activity' },
        { token: other.token },
      ),
    ).toMatchObject({ code: 200, data: { unread_total: 1 } });

    const before = await readMarks();
    expect(
      await server.post(
        '/user/notifications/read',
        { all: true, category: 'news' },
        { token: other.token, headers: { 'Accept-Language': 'de' } },
      ),
    ).toMatchObject({
      code: 400,
      msg: translate('de', 'validation.one_of', {
        field: 'category',
        options: 'all, system_announcement, system_maintenance, activity',
      }),
      data: null,
    });
    for (const category of ['', 3, ['activity']]) {
      expect(
        await server.post(
          '/user/notifications/read',
          { all: true, category },
          { token: other.token },
        ),
      ).toMatchObject({ code: 400, msg: expect.stringContaining('category'), data: null });
    }
    expect(await readMarks()).toEqual(before);
    expect(await unread(other.token)).toBe(1);
  });

  it('marks one read while another device is marking it too', async () => {
    const other = await registerFresh(server);
    await notify(other.username, 'activity', 'Twice');
    const [target] = (await list(other.token)).list;
    if (!target) throw new Error('no notification');
    // The other device's mark is written but not yet committed when this call looks for one.
    let written!: () => void;
    const markWritten = new Promise<void>((resolve) => (written = resolve));
    const otherDevice = server.db.$transaction(async (tx) => {
      await tx.notificationRead.create({
        data: { notificationId: target.id, userId: other.user.id, readAt: new Date() },
      });
      written();
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await markWritten;
    const res = await server.post(
      '/user/notifications/read',
      { id: target.id },
      { token: other.token },
    );
    await otherDevice;
    expect(res).toMatchObject({ status: 200, code: 200, data: { unread_total: 0 } });
  });
});

describe('broadcasts', () => {
  it('reach every user, with a read state per user', async () => {
    const first = await registerFresh(server);
    const second = await registerFresh(server);
    await notify(undefined, 'system_announcement', 'Broadcast to all');
    for (const account of [first, second]) {
      const page = await list(account.token);
      expect(page.list[0]).toMatchObject({
        title: 'Broadcast to all',
        read: false,
        category: 'system_announcement',
      });
      expect(await unread(account.token)).toBe(1);
    }
    const id = (await list(first.token)).list[0]?.id;
    expect(
      await server.post('/user/notifications/read', { id }, { token: first.token }),
    ).toMatchObject({ code: 200, data: { unread_total: 0 } });
    expect(await unread(second.token)).toBe(1);
    expect((await list(second.token, { read: 'unread' })).list.map((n) => n.id)).toEqual([id]);
    expect((await list(first.token, { read: 'read' })).list.map((n) => n.id)).toEqual([id]);
  });

  it("mix with the user's own notifications, newest first", async () => {
    const account = await registerFresh(server);
    await notify(account.username, 'activity', 'Own older');
    await server.qa('/clock/advance', { seconds: 60 });
    await notify(undefined, 'system_maintenance', 'Broadcast newer');
    await server.qa('/clock/advance', { seconds: 60 });
    await notify(account.username, 'activity', 'Own newest');
    const titles = (await list(account.token)).list.map((n) => n.title);
    expect(titles.slice(0, 3)).toEqual(['Own newest', 'Broadcast newer', 'Own older']);
    expect((await list(account.token, { category: 'activity' })).list.map((n) => n.title)).toEqual([
      'Own newest',
      'Own older',
    ]);
  });

  it('count the users they reach', async () => {
    const users = await server.db.user.count();
    expect(
      await server.app.services.notifications.create({
        userId: null,
        category: 'activity',
        title: 'Count',
        content: 'c',
      }),
    ).toBe(users);
    const demo = await server.db.user.findUniqueOrThrow({ where: { username: 'demo' } });
    expect(
      await server.app.services.notifications.create({
        userId: demo.id,
        category: 'activity',
        title: 'One',
        content: 'c',
      }),
    ).toBe(1);
  });
});
