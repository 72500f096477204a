import { INFORMATIONAL_FLOW_TYPES, type FlowType } from '@adc/contract';
import type { LedgerEntry, Prisma, Tx } from '@adc/db';
import type { MessageKey } from '@adc/messages';
import { badRequest } from '../../lib/errors';

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
  return tx.ledgerEntry.create({
    data: {
      userId: posting.userId,
      type: posting.type,
      amount: posting.amount,
      remark: posting.remark ?? '',
      texts: posting.texts ?? null,
      refType: posting.refType ?? null,
      refId: posting.refId ?? null,
      createdAt: posting.at,
    },
  });
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
export async function recordInformational(
  tx: Tx,
  entry: {
    userId: number;
    type: FlowType;
    amount: bigint;
    remark?: string;
    refType?: string;
    refId?: number;
    at: Date;
  },
): Promise<void> {
  if (!INFORMATIONAL_FLOW_TYPES.includes(entry.type))
    throw new Error(`${entry.type} moves money: use post()`);
  await tx.ledgerEntry.create({
    data: {
      userId: entry.userId,
      type: entry.type,
      amount: entry.amount,
      remark: entry.remark ?? '',
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
      createdAt: entry.at,
    },
  });
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
  const where: Prisma.WalletWhereInput = { userId };
  if (delta.available < 0n) where.available = { gte: -delta.available };
  if (delta.toBeConsumed < 0n) where.toBeConsumed = { gte: -delta.toBeConsumed };
  if (delta.toBeSettled < 0n) where.toBeSettled = { gte: -delta.toBeSettled };
  const update = () =>
    tx.wallet.updateMany({
      where,
      data: {
        available: { increment: delta.available },
        toBeConsumed: { increment: delta.toBeConsumed },
        toBeSettled: { increment: delta.toBeSettled },
      },
    });
  let { count } = await update();
  // A user whose wallet row was never created has all balances 0: create it and try once more
  // (a debit then fails as it should, a credit succeeds).
  if (
    count === 0 &&
    !(await tx.wallet.findUnique({ where: { userId }, select: { userId: true } }))
  ) {
    await lockWallet(tx, userId);
    ({ count } = await update());
  }
  if (count === 0) throw badRequest(insufficient);
}
