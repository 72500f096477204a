import type { Db } from '@adc/db';
import { AppError, badRequest } from './errors';
import { sha256 } from './crypto';

type Stored =
  | { ok: true; data: unknown }
  | {
      ok: false;
      code: number;
      key: string;
      params: Record<string, string | number>;
      data: unknown;
    };

const IN_PROGRESS = '';

/**
 * Runs a money-moving operation at most once per (user, Idempotency-Key). The key is claimed by a
 * unique insert before the operation runs, so concurrent retries cannot both move money; a retry
 * (even one that overlaps the first request) replays the first outcome (result or business error). A different request under the same key
 * is refused. Without a key the operation simply runs.
 */
export async function idempotent<T>(
  db: Db,
  scope: { userId: number; key: string | undefined; route: string; request: unknown },
  run: () => Promise<T>,
): Promise<T> {
  if (!scope.key) return run();
  const requestHash = sha256(`${scope.route}\n${stableJson(scope.request)}`);
  const where = { userId_key: { userId: scope.userId, key: scope.key } };
  try {
    await db.idempotencyKey.create({
      data: {
        userId: scope.userId,
        key: scope.key,
        route: scope.route,
        requestHash,
        response: IN_PROGRESS,
      },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replay<T>(await awaitFirstOutcome(db, where, requestHash));
  }
  try {
    const result = await run();
    await db.idempotencyKey.update({
      where,
      data: { response: JSON.stringify({ ok: true, data: result } satisfies Stored) },
    });
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      const stored: Stored = {
        ok: false,
        code: error.code,
        key: error.key,
        params: error.params,
        data: error.data,
      };
      await db.idempotencyKey.update({ where, data: { response: JSON.stringify(stored) } });
    } else {
      // Unexpected failure: nothing was committed, so free the key for a genuine retry.
      await db.idempotencyKey.delete({ where }).catch(() => undefined);
    }
    throw error;
  }
}

const POLL_MS = 20;
const WAIT_LIMIT_MS = 10_000;

/** A retry that overlaps the first request waits for its outcome, then replays it. */
async function awaitFirstOutcome(
  db: Db,
  where: { userId_key: { userId: number; key: string } },
  requestHash: string,
): Promise<string> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const existing = await db.idempotencyKey.findUnique({ where });
    // Gone: the first attempt failed unexpectedly and freed the key; the caller may retry.
    if (!existing) throw badRequest('error.request_in_progress');
    if (existing.requestHash !== requestHash) throw badRequest('error.idempotency_conflict');
    if (existing.response !== IN_PROGRESS) return existing.response;
    if (Date.now() > deadline) throw badRequest('error.request_in_progress');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function replay<T>(response: string): T {
  const stored = JSON.parse(response) as Stored;
  if (stored.ok) return stored.data as T;
  throw new AppError(stored.code, stored.key as AppError['key'], stored.params, stored.data);
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: string }).code === 'P2002'
  );
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'bigint') return inner.toString();
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
    return inner;
  });
}
