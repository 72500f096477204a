import type { Db, Tx } from '@adc/db';
import { randomUUID } from 'node:crypto';
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
/** How long an attempt holds its key before a retry may take over (real time, not the QA clock). */
export const IDEMPOTENCY_LEASE_MS = 10_000;
const POLL_MS = 20;

/**
 * Writes the outcome of an attempt inside the transaction that moves its money, so the two
 * commit (or vanish) together. Throws, rolling the money back, when the attempt no longer holds
 * its key (it ran past its lease and a retry took over).
 */
export type Seal<T> = (tx: Tx, result: T) => Promise<void>;

export interface IdempotencyScope {
  userId: number;
  key: string | undefined;
  route: string;
  request: unknown;
  /**
   * When the key is taken. `first` (the default): claimed, and committed, before the operation
   * runs, so a retry waits for the attempt in progress instead of running beside it. `atSeal`:
   * only for an operation that changes nothing before the transaction that seals it (it only
   * reads: a launch), which saves the claim's round trip and commit: the seal inserts the key
   * with its outcome, a retry running at the same time gets as far as its own seal, finds the key
   * taken (PostgreSQL makes the second insert of a key wait for the first one's transaction) and
   * rolls back, then replays the outcome that was committed. An operation that does something
   * outside that transaction first (a PIN check counts failures) must claim first.
   */
  claim?: 'first' | 'atSeal';
}

/**
 * Runs a money-moving operation at most once per (user, Idempotency-Key); a retry replays the
 * first outcome (result or business error) and a different request under the same key is
 * refused. The key is claimed first under a token and a lease; the operation seals its outcome
 * in the same transaction as its money move. A crash before that commit leaves a claim that a
 * retry takes over once the lease has run out, and runs the operation then (its money never
 * moved); a crash after it leaves the sealed outcome, which the retry replays. Without a key the
 * operation simply runs. With `claim: 'atSeal'` the key is written once, by the seal (see
 * `IdempotencyScope`): a crash before that commit leaves nothing, and a retry runs the operation.
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  run: (seal: Seal<T>) => Promise<T>,
): Promise<T> {
  if (!scope.key) return run(async () => undefined);
  const requestHash = sha256(`${scope.route}\n${stableJson(scope.request)}`);
  if (scope.claim === 'atSeal')
    return claimedAtSeal(db, { ...scope, key: scope.key, requestHash }, run);
  return claimedFirst(db, { ...scope, key: scope.key, requestHash }, run);
}

interface KeyScope {
  userId: number;
  key: string;
  route: string;
  requestHash: string;
}

/** The seal of an attempt claiming at its seal found the key taken (its transaction rolls back). */
class KeyTaken extends Error {}

async function claimedAtSeal<T>(
  db: Db,
  scope: KeyScope,
  run: (seal: Seal<T>) => Promise<T>,
): Promise<T> {
  let sealed = false;
  const seal: Seal<T> = async (tx, result) => {
    const response = JSON.stringify({ ok: true, data: result } satisfies Stored);
    if ((await insertOutcome(tx, scope, response)) === 0) throw new KeyTaken();
    sealed = true;
  };
  // The key taken by another attempt (whose outcome is then this one's), or the stored outcome.
  const taken = async (): Promise<T> => {
    const existing = await db.idempotencyKey.findUnique({
      where: { userId_key: { userId: scope.userId, key: scope.key } },
    });
    if (existing && existing.requestHash !== scope.requestHash)
      throw badRequest('error.idempotency_conflict');
    if (existing && existing.response !== IN_PROGRESS) return replay<T>(existing.response);
    // Held by an attempt that claimed first (or freed meanwhile): wait for it, or take over.
    return claimedFirst(db, scope, run);
  };
  try {
    const result = await run(seal);
    if (!sealed) {
      const response = JSON.stringify({ ok: true, data: result } satisfies Stored);
      if ((await insertOutcome(db, scope, response)) === 0) return await taken();
    }
    return result;
  } catch (error) {
    if (error instanceof KeyTaken) return taken();
    // A business error is an outcome too, unless another attempt's was stored first.
    if (error instanceof AppError && (await insertOutcome(db, scope, storedError(error))) === 0)
      return taken();
    throw error;
  }
}

async function claimedFirst<T>(
  db: Db,
  scope: KeyScope,
  run: (seal: Seal<T>) => Promise<T>,
): Promise<T> {
  const requestHash = scope.requestHash;
  const token = randomUUID();
  const held = { userId: scope.userId, key: scope.key, claimToken: token, response: IN_PROGRESS };
  const outcome = await claim(db, { ...scope, key: scope.key, requestHash, token });
  if (outcome !== undefined) return replay<T>(outcome);

  let sealed = false;
  const seal: Seal<T> = async (tx, result) => {
    const response = JSON.stringify({ ok: true, data: result } satisfies Stored);
    if ((await record(tx, held, response)) === 0) throw badRequest('error.request_in_progress');
    sealed = true;
  };
  try {
    const result = await run(seal);
    // An operation that moved no money has not sealed: record its result now. (One whose sealing
    // transaction rolled back has failed: its error is recorded below.)
    if (!sealed)
      await record(db, held, JSON.stringify({ ok: true, data: result } satisfies Stored));
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      await record(db, held, storedError(error));
    } else {
      // Unexpected failure: nothing was committed, so free the key for a genuine retry.
      await db.idempotencyKey.deleteMany({ where: held }).catch(() => undefined);
    }
    throw error;
  }
}

/**
 * Claims the key for this attempt; or returns the stored outcome of an earlier one, waiting while
 * another attempt holds the key and taking it over when that attempt's lease has run out.
 */
async function claim(
  db: Db,
  scope: { userId: number; key: string; route: string; requestHash: string; token: string },
): Promise<string | undefined> {
  const where = { userId_key: { userId: scope.userId, key: scope.key } };
  for (;;) {
    const lease = new Date(Date.now() + IDEMPOTENCY_LEASE_MS);
    try {
      // Raw SQL: Prisma's create costs about three times as much CPU, on every money write.
      await db.$executeRaw`INSERT INTO "IdempotencyKey" ("userId", "key", "route", "requestHash", "response", "claimToken", "lockedUntil", "createdAt")
        VALUES (${scope.userId}, ${scope.key}, ${scope.route}, ${scope.requestHash}, ${IN_PROGRESS}, ${scope.token}, ${lease}, ${new Date()})`;
      return undefined;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const existing = await db.idempotencyKey.findUnique({ where });
    if (!existing) continue; // freed meanwhile: claim it
    if (existing.requestHash !== scope.requestHash) throw badRequest('error.idempotency_conflict');
    if (existing.response !== IN_PROGRESS) return existing.response;
    if (existing.lockedUntil.getTime() <= Date.now()) {
      // The holder is gone (or far too slow): take over; its seal can no longer succeed.
      const { count } = await db.idempotencyKey.updateMany({
        where: { id: existing.id, claimToken: existing.claimToken, response: IN_PROGRESS },
        data: { claimToken: scope.token, lockedUntil: lease },
      });
      if (count === 1) return undefined;
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Writes `response` as the outcome of the attempt `held` if it still holds its key (the key in
 * progress under its token); answers 1, or 0 when it no longer does. Raw SQL, as the claim.
 */
async function record(
  db: Db | Tx,
  held: { userId: number; key: string; claimToken: string; response: string },
  response: string,
): Promise<number> {
  return db.$executeRaw`UPDATE "IdempotencyKey" SET "response" = ${response}
    WHERE "userId" = ${held.userId} AND "key" = ${held.key} AND "claimToken" = ${held.claimToken} AND "response" = ${held.response}`;
}

/**
 * Inserts the key with its outcome (claiming at the seal), unless the key exists: answers 1, or 0
 * when another attempt holds it or has stored its outcome. On PostgreSQL an insert of a key that
 * another transaction inserted and has not yet committed waits for that transaction's end.
 */
async function insertOutcome(db: Db | Tx, scope: KeyScope, response: string): Promise<number> {
  const now = new Date();
  return db.$executeRaw`INSERT INTO "IdempotencyKey" ("userId", "key", "route", "requestHash", "response", "claimToken", "lockedUntil", "createdAt")
    VALUES (${scope.userId}, ${scope.key}, ${scope.route}, ${scope.requestHash}, ${response}, ${randomUUID()}, ${now}, ${now})
    ON CONFLICT ("userId", "key") DO NOTHING`;
}

function storedError(error: AppError): string {
  const stored: Stored = {
    ok: false,
    code: error.code,
    key: error.key,
    params: error.params,
    data: error.data,
  };
  return JSON.stringify(stored);
}

function replay<T>(response: string): T {
  const stored = JSON.parse(response) as Stored;
  if (stored.ok) return stored.data as T;
  throw new AppError(stored.code, stored.key as AppError['key'], stored.params, stored.data);
}

export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, meta } = error as {
    code?: string;
    meta?: { driverAdapterError?: { cause?: { kind?: string } } };
  };
  // P2002 from a model query; a raw query (lib/insert-rows.ts) fails with P2010 and the
  // driver adapter's kind of error.
  return (
    code === 'P2002' ||
    (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation')
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
