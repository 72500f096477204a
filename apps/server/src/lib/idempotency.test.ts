import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { AppError } from './errors';
import { idempotent } from './idempotency';

describe('idempotent', () => {
  let server: TestServer;
  let userId: number;
  beforeAll(async () => {
    server = await startTestServer();
    userId = (await server.db.user.findUniqueOrThrow({ where: { username: 'newbie' } })).id;
  });
  afterAll(() => server.close());

  const feedbackCount = () => server.db.feedback.count({ where: { userId } });

  it('rolls back an attempt that ran past its lease and was taken over by a retry', async () => {
    const before = await feedbackCount();
    const slow = idempotent(
      server.db,
      { userId, key: 'slow-1', route: 'test', request: { n: 1 } },
      async (seal) => {
        // Meanwhile a retry found the lease run out and took the key over.
        await server.db.idempotencyKey.updateMany({
          where: { userId, key: 'slow-1' },
          data: { claimToken: 'the-retry' },
        });
        return server.db.$transaction(async (tx) => {
          await tx.feedback.create({
            data: { userId, subject: 's', content: 'c', createdAt: new Date() },
          });
          await seal(tx, 'done');
          return 'done';
        });
      },
    );
    await expect(slow).rejects.toBeInstanceOf(AppError);
    await expect(slow).rejects.toMatchObject({ key: 'error.request_in_progress' });
    expect(await feedbackCount()).toBe(before);
  });

  it('commits the move and its outcome together, and replays it without running again', async () => {
    const before = await feedbackCount();
    let runs = 0;
    const once = () =>
      idempotent(
        server.db,
        { userId, key: 'once-1', route: 'test', request: { n: 2 } },
        async (seal) => {
          runs += 1;
          return server.db.$transaction(async (tx) => {
            const row = await tx.feedback.create({
              data: { userId, subject: 's', content: 'c', createdAt: new Date() },
            });
            await seal(tx, row.id);
            return row.id;
          });
        },
      );
    const first = await once();
    expect(await once()).toBe(first);
    expect(runs).toBe(1);
    expect(await feedbackCount()).toBe(before + 1);
  });

  describe("claim: 'atSeal'", () => {
    /**
     * An attempt that writes one feedback row (the money) and seals in its transaction; it claims
     * at its seal unless told to claim first.
     */
    const attempt = (
      key: string,
      request: unknown = { n: 3 },
      gate?: Promise<void>,
      claim: 'atSeal' | 'first' = 'atSeal',
    ) =>
      idempotent(server.db, { userId, key, route: 'test', request, claim }, async (seal) => {
        await gate;
        return server.db.$transaction(async (tx) => {
          const row = await tx.feedback.create({
            data: { userId, subject: 's', content: 'c', createdAt: new Date() },
          });
          await seal(tx, row.id);
          return row.id;
        });
      });

    it('writes the key once, with its outcome, and replays it', async () => {
      const before = await feedbackCount();
      const first = await attempt('seal-1');
      const row = await server.db.idempotencyKey.findUniqueOrThrow({
        where: { userId_key: { userId, key: 'seal-1' } },
      });
      expect(JSON.parse(row.response)).toEqual({ ok: true, data: first });
      expect(await attempt('seal-1')).toBe(first);
      expect(await feedbackCount()).toBe(before + 1);
      await expect(attempt('seal-1', { n: 4 })).rejects.toMatchObject({
        key: 'error.idempotency_conflict',
      });
      expect(await feedbackCount()).toBe(before + 1);
    });

    it('commits one of concurrent attempts; the others roll back and answer its outcome', async () => {
      const before = await feedbackCount();
      const results = await Promise.all(Array.from({ length: 8 }, () => attempt('seal-2')));
      expect(new Set(results).size).toBe(1);
      expect(await feedbackCount()).toBe(before + 1);
    });

    it('stores a business error as the outcome, unless another attempt stored one first', async () => {
      const failing = () =>
        idempotent(
          server.db,
          { userId, key: 'seal-3', route: 'test', request: { n: 5 }, claim: 'atSeal' },
          async () => {
            throw new AppError(400, 'error.insufficient_balance');
          },
        );
      await expect(failing()).rejects.toMatchObject({ key: 'error.insufficient_balance' });
      // A later attempt that would succeed replays the stored error.
      await expect(attempt('seal-3', { n: 5 })).rejects.toMatchObject({
        key: 'error.insufficient_balance',
      });
      const before = await feedbackCount();
      const won = await attempt('seal-4', { n: 5 });
      await expect(
        idempotent(
          server.db,
          { userId, key: 'seal-4', route: 'test', request: { n: 5 }, claim: 'atSeal' },
          async () => {
            throw new AppError(400, 'error.insufficient_balance');
          },
        ),
      ).resolves.toBe(won);
      expect(await feedbackCount()).toBe(before + 1);
    });

    it('waits for an attempt that claimed first, then replays its outcome', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const before = await feedbackCount();
      // The first attempt claims first and is held before its transaction.
      const first = attempt('seal-5', { n: 6 }, gate, 'first');
      await expect
        .poll(() => server.db.idempotencyKey.count({ where: { userId, key: 'seal-5' } }))
        .toBe(1);
      const second = attempt('seal-5', { n: 6 });
      setTimeout(release, 200);
      expect(await second).toBe(await first);
      expect(await feedbackCount()).toBe(before + 1);
    });
  });
});
