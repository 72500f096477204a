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
});
