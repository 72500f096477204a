import { INFORMATIONAL_FLOW_TYPES, type FlowType } from '@adc/contract';
import { Prisma, type LedgerEntry, type Tx } from '@adc/db';
import type { MessageKey } from '@adc/messages';
import type { PlatformText } from '@adc/messages/platform';
import { badRequest } from '../../lib/errors';
import { insertRows, type RidingInserts } from '../../lib/insert-rows';
import { storeTexts } from '../../lib/platform-text';

/**
 * The wallet is an append-only ledger plus balances cached in the same transaction. Every flow
 * type except `ad_serving` moves the available balance by exactly its amount, so the flows that
 * change the available balance always sum to it. Debits are conditional updates
 * (`WHERE available >= :amount`) issued first in the transaction: a balance never goes negative,
 * whatever the concurrency.
 */
export interface Posting {
  userId: number;
  type: Exclude<FlowType, 'ad_serving'>;
  /** Signed change of the available balance, also the flow's amount. */
  amount: bigint;
  /** Simultaneous changes of the pending balances (e.g. a plan launch moves money into to_be_consumed). */
  toBeConsumed?: bigint;
  toBeSettled?: bigint;
  remark?: string;
  /** Platform texts of the remark (see lib/platform-text.ts); omitted: the remark as given. */
  texts?: string;
  refType?: string;
  refId?: number;
  at: Date;
  /** Message when a balance would go negative. */
  insufficient?: MessageKey;
}

/** A flow that changes no balance (`ad_serving`: already charged at launch). */
export interface InformationalFlow {
  userId: number;
  type: Extract<FlowType, 'ad_serving'>;
  amount: bigint;
  remark?: string;
  refType?: string;
  refId?: number;
  at: Date;
}

/** Moves the balances of a posting and appends its flow. */
export async function post(tx: Tx, posting: Posting): Promise<LedgerEntry> {
  await applyBalances(tx, posting);
  return appendFlow(tx, posting);
}

/**
 * The first half of `post`: the conditional balance update alone. For a posting whose flow must
 * reference a record created after the money moved (a withdrawal): call this first, create the
 * record, then `appendFlow` with its id, all in one transaction.
 */
export async function applyBalances(tx: Tx, posting: Omit<Posting, 'type' | 'at'>): Promise<void> {
  await moveBalances(
    tx,
    posting.userId,
    {
      available: posting.amount,
      toBeConsumed: posting.toBeConsumed ?? 0n,
      toBeSettled: posting.toBeSettled ?? 0n,
    },
    posting.insufficient,
  );
}

/** The second half of `post`: appends the flow of a posting whose balances were applied. */
export async function appendFlow(tx: Tx, posting: Posting): Promise<LedgerEntry> {
  return tx.ledgerEntry.create({ data: flowRow(posting) });
}

/** A flow of a batch: a posting, or an informational flow (`ad_serving`) that moves no balance. */
export type BatchFlow = Posting | InformationalFlow;

/** Several movements of one user's wallet, made together (see `postAll`). */
export interface LedgerBatch {
  /** Appended in this order. */
  flows: readonly BatchFlow[];
  /** Moves between the pending balances that append no flow (as `movePending`). */
  pending?: { toBeConsumed?: bigint; toBeSettled?: bigint };
}

/**
 * The batch form of `post`, `movePending` and `recordInformational` for one user, inside one
 * transaction: one conditional balance update with the sum of every movement, then every flow
 * with one insert. All or nothing: it fails (with `insufficient`) when the sum would take a
 * balance below zero, as the same movements posted one by one in this transaction would have.
 */
export async function postAll(
  tx: Tx,
  userId: number,
  batch: LedgerBatch,
  insufficient?: MessageKey,
  /** Given: the flows ride with a later statement of the transaction (see RidingInserts). */
  flows?: RidingInserts,
): Promise<void> {
  const delta = {
    available: 0n,
    toBeConsumed: batch.pending?.toBeConsumed ?? 0n,
    toBeSettled: batch.pending?.toBeSettled ?? 0n,
  };
  for (const flow of batch.flows) {
    if (flow.userId !== userId) throw new Error("postAll: every flow must be the user's");
    if (isInformational(flow)) continue;
    delta.available += flow.amount;
    delta.toBeConsumed += flow.toBeConsumed ?? 0n;
    delta.toBeSettled += flow.toBeSettled ?? 0n;
  }
  if (delta.available !== 0n || delta.toBeConsumed !== 0n || delta.toBeSettled !== 0n)
    await moveBalances(tx, userId, delta, insufficient);
  await insertRows(
    flows ?? tx,
    'LedgerEntry',
    batch.flows.map((flow) => flowRow(flow)),
  );
}

function isInformational(flow: BatchFlow): flow is InformationalFlow {
  return INFORMATIONAL_FLOW_TYPES.includes(flow.type);
}

function flowRow(flow: BatchFlow): Prisma.LedgerEntryCreateManyInput {
  return {
    userId: flow.userId,
    type: flow.type,
    amount: flow.amount,
    remark: flow.remark ?? '',
    texts: 'texts' in flow ? (flow.texts ?? null) : null,
    refType: flow.refType ?? null,
    refId: flow.refId ?? null,
    createdAt: flow.at,
  };
}

/** Moves money between the pending balances without touching the available one (no flow). */
export async function movePending(
  tx: Tx,
  userId: number,
  change: { toBeConsumed?: bigint; toBeSettled?: bigint },
): Promise<void> {
  await moveBalances(tx, userId, {
    available: 0n,
    toBeConsumed: change.toBeConsumed ?? 0n,
    toBeSettled: change.toBeSettled ?? 0n,
  });
}

/** Appends an informational flow (`ad_serving`) that changes no balance. */
export async function recordInformational(tx: Tx, entry: InformationalFlow): Promise<void> {
  if (!INFORMATIONAL_FLOW_TYPES.includes(entry.type))
    throw new Error(`${entry.type} moves money: use post()`);
  await tx.ledgerEntry.create({ data: flowRow(entry) });
}

/**
 * Takes the row lock of the user's wallet (creating it when missing) for the rest of the
 * transaction: serialises a user's read-then-write steps that no conditional update covers.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<void> {
  await tx.wallet.upsert({
    where: { userId },
    create: { userId },
    update: { available: { increment: 0n } },
  });
}

async function moveBalances(
  tx: Tx,
  userId: number,
  delta: { available: bigint; toBeConsumed: bigint; toBeSettled: bigint },
  insufficient: MessageKey = 'error.insufficient_balance',
): Promise<void> {
  // Raw SQL (one text per sign pattern): Prisma's updateMany costs several times as much CPU, and
  // every money movement runs this. A balance moved down only where it covers the decrease.
  const floor = (column: 'available' | 'toBeConsumed' | 'toBeSettled', change: bigint) =>
    change < 0n ? Prisma.sql` AND ${Prisma.raw(`"${column}"`)} >= ${-change}` : Prisma.empty;
  const update = () =>
    tx.$executeRaw`UPDATE "Wallet" SET "available" = "available" + ${delta.available}, "toBeConsumed" = "toBeConsumed" + ${delta.toBeConsumed}, "toBeSettled" = "toBeSettled" + ${delta.toBeSettled}
      WHERE "userId" = ${userId}${floor('available', delta.available)}${floor('toBeConsumed', delta.toBeConsumed)}${floor('toBeSettled', delta.toBeSettled)}`;
  let count = await update();
  // A user whose wallet row was never created has all balances 0: create it and try once more
  // (a debit then fails as it should, a credit succeeds).
  if (
    count === 0 &&
    !(await tx.wallet.findUnique({ where: { userId }, select: { userId: true } }))
  ) {
    await lockWallet(tx, userId);
    count = await update();
  }
  if (count === 0) throw badRequest(insufficient);
}

/** The remark columns of a flow whose remark the platform writes. */
export function remarkOf(text: PlatformText): { remark: string; texts: string } {
  const stored = storeTexts({ remark: text });
  return { remark: stored.plain.remark, texts: stored.texts };
}
