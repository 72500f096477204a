import {
  INFORMATIONAL_FLOW_TYPES,
  formatMoney,
  type BankCard,
  type BankCardBody,
  type CardType,
  type Flow,
  type FlowType,
  type WalletProperty,
} from '@adc/contract';
import {
  dbProvider,
  oneSnapshot,
  type BankCard as BankCardRow,
  type LedgerEntry,
  type Prisma,
  type Wallet,
} from '@adc/db';
import type { Lang } from '@adc/messages';
import { platformText } from '@adc/messages/platform';
import type { z } from 'zod';
import type { Core } from '../../core';
import { idempotent, type Seal } from '../../lib/idempotency';
import { AppError, badRequest, dataError } from '../../lib/errors';
import { localized, moneyParam as money } from '../../lib/platform-text';
import { TableMemo } from '../../lib/table-memo';
import { monthRange } from '../../lib/time-zone';
import type { PlanService } from '../plan/plan-service';
import type { PayPasswordService } from '../user/pay-password-service';
import type { NotificationService } from '../notification/notification-service';
import { appendFlow, applyBalances, post, remarkOf } from './ledger';
import { maskAccount, pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';

export type BankCardInput = z.output<typeof BankCardBody>;

export interface FlowQuery extends PageQuery {
  month?: string;
  type?: FlowType;
}

export type FlowPage = Page<Flow> & { month_income: string; month_expense: string };

export interface WithdrawInput {
  /** Minor units. */
  amount: bigint;
  /** MD5 hex of the transaction PIN (lower case). */
  password: string;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

const WITHDRAW_ROUTE = 'POST /user/withdraw';
const BALANCE_NEUTRAL_TYPES: FlowType[] = [...INFORMATIONAL_FLOW_TYPES];

/** What the wallet calls on: the plan simulation (balances follow it), the PIN check and notifications. */
export interface WalletDeps {
  plans: Pick<PlanService, 'sync' | 'withLive'>;
  payPasswords: Pick<PayPasswordService, 'verify'>;
  notifications: Pick<NotificationService, 'notify'>;
}

/** Balances, money-flow records, withdrawals and the bound bank card. */
export class WalletService {
  private readonly wallets: TableMemo<Wallet | null>;

  constructor(
    protected readonly core: Core,
    protected readonly deps: WalletDeps,
  ) {
    this.wallets = new TableMemo(['Wallet'], dbProvider(core.config.databaseUrl) === 'sqlite');
  }

  async property(userId: number): Promise<WalletProperty> {
    const { stored: wallet, live } = await this.deps.plans.withLive(userId, () =>
      this.wallets.get(String(userId), () => this.core.db.wallet.findUnique({ where: { userId } })),
    );
    const { pending } = live;
    // The stored pending balances and the running plans' progress since they were written.
    const available = wallet?.available ?? 0n;
    const toBeConsumed = (wallet?.toBeConsumed ?? 0n) + pending.toBeConsumed;
    const toBeSettled = (wallet?.toBeSettled ?? 0n) + pending.toBeSettled;
    return {
      total_assets: formatMoney(available + toBeConsumed + toBeSettled),
      available_balance: formatMoney(available),
      to_be_consumed: formatMoney(toBeConsumed),
      to_be_settled: formatMoney(toBeSettled),
    };
  }

  /**
   * The flows of one month (`YYYY-MM` in `timeZone`, default the current month), newest first,
   * optionally of one type. `month_income` / `month_expense` cover the whole month whatever the
   * type filter, without the informational `ad_serving` rows; the expense is a positive magnitude.
   */
  async flows(userId: number, query: FlowQuery, timeZone: string, lang: Lang): Promise<FlowPage> {
    await this.deps.plans.sync(userId);
    const { start, end } = monthRange(query.month, this.core.clock.nowFor(userId), timeZone);
    const inMonth: Prisma.LedgerEntryWhereInput = { userId, createdAt: { gte: start, lt: end } };
    const listed: Prisma.LedgerEntryWhereInput = query.type
      ? { ...inMonth, type: query.type }
      : inMonth;
    const moving: Prisma.LedgerEntryWhereInput = {
      ...inMonth,
      type: { notIn: BALANCE_NEUTRAL_TYPES },
    };
    const db = this.core.db;
    // The page, its total and the month's sums from one snapshot: a flow written meanwhile is in
    // all of them or in none.
    const [rows, total, income, expense] = await db.$transaction(
      [
        db.ledgerEntry.findMany({
          where: listed,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(query),
        }),
        db.ledgerEntry.count({ where: listed }),
        db.ledgerEntry.aggregate({
          where: { ...moving, amount: { gt: 0n } },
          _sum: { amount: true },
        }),
        db.ledgerEntry.aggregate({
          where: { ...moving, amount: { lt: 0n } },
          _sum: { amount: true },
        }),
      ],
      oneSnapshot(this.core.config.databaseUrl),
    );
    const statuses = await this.withdrawalStatuses(rows);
    return {
      ...toPage(
        rows.map((row) => toFlow(row, lang, statuses)),
        total,
        query,
      ),
      month_income: formatMoney(income._sum.amount ?? 0n),
      month_expense: formatMoney(-(expense._sum.amount ?? 0n)),
    };
  }

  /** The review status of the withdrawals that the listed `manual_withdrawal` flows record. */
  private async withdrawalStatuses(rows: LedgerEntry[]): Promise<ReadonlyMap<number, string>> {
    const ids = rows.flatMap((row) =>
      row.type === 'manual_withdrawal' && row.refType === 'withdrawal' && row.refId !== null
        ? [row.refId]
        : [],
    );
    if (ids.length === 0) return new Map();
    const withdrawals = await this.core.db.withdrawal.findMany({
      where: { id: { in: ids } },
      select: { id: true, status: true },
    });
    return new Map(withdrawals.map((w) => [w.id, w.status]));
  }

  /**
   * Withdraws to the bound card: the money leaves the available balance at once (flow
   * `manual_withdrawal`) and waits for an operator's review. A retry under the same
   * Idempotency-Key replays the first outcome.
   */
  async withdraw(
    userId: number,
    input: WithdrawInput,
    idempotencyKey?: string,
  ): Promise<{ id: number; status: 'pending' }> {
    return idempotent(
      this.core.db,
      { userId, key: idempotencyKey, route: WITHDRAW_ROUTE, request: input },
      (seal) => this.submitWithdrawal(userId, input, seal),
    );
  }

  private async submitWithdrawal(
    userId: number,
    { amount, password }: WithdrawInput,
    seal: Seal<{ id: number; status: 'pending' }>,
  ): Promise<{ id: number; status: 'pending' }> {
    const card = await this.core.db.bankCard.findUnique({
      where: { userId },
      select: { bankAccount: true },
    });
    if (!card) throw badRequest('error.card_required');
    if (amount === 0n) throw badRequest('error.withdraw_zero');
    await this.deps.payPasswords.verify(userId, password);
    const at = this.core.clock.nowFor(userId);
    const withdrawal = await this.core.db.$transaction(async (tx) => {
      // The conditional debit comes first: it alone decides "exceeds balance", race-free.
      await applyBalances(tx, {
        userId,
        amount: -amount,
        insufficient: 'error.withdraw_exceeds_balance',
      });
      const row = await tx.withdrawal.create({
        data: { userId, amount, status: 'pending', createdAt: at },
      });
      await appendFlow(tx, {
        userId,
        type: 'manual_withdrawal',
        amount: -amount,
        ...remarkOf(
          platformText('flow.withdrawal', { id: row.id, account: maskAccount(card.bankAccount) }),
        ),
        refType: 'withdrawal',
        refId: row.id,
        at,
      });
      await seal(tx, { id: row.id, status: 'pending' });
      return row;
    });
    return { id: withdrawal.id, status: 'pending' };
  }

  /** Operator review of a pending withdrawal; a rejection refunds it (flow `system_chargeback`). */
  async reviewWithdrawal(
    id: number,
    approve: boolean,
  ): Promise<{ id: number; status: 'approved' | 'rejected' }> {
    const status = approve ? 'approved' : 'rejected';
    const owner = await this.core.db.withdrawal.findUnique({
      where: { id },
      select: { userId: true },
    });
    if (!owner) throw dataError();
    // The review lands in the owner's history: stamped on the owner's clock.
    const at = this.core.clock.nowFor(owner.userId);
    await this.core.db.$transaction(async (tx) => {
      // Only one review can flip `pending`: a concurrent second review finds nothing to update.
      const { count } = await tx.withdrawal.updateMany({
        where: { id, status: 'pending' },
        data: { status, reviewedAt: at },
      });
      const withdrawal = await tx.withdrawal.findUnique({ where: { id } });
      if (!withdrawal) throw dataError();
      if (count === 0) throw badRequest('error.already_reviewed');
      const card = await tx.bankCard.findUnique({
        where: { userId: withdrawal.userId },
        select: { bankAccount: true },
      });
      const params = {
        id,
        amount: money(withdrawal.amount),
        account: card ? maskAccount(card.bankAccount) : '—',
      };
      await this.deps.notifications.notify(
        tx,
        withdrawal.userId,
        at,
        approve ? 'withdrawal_approved' : 'withdrawal_rejected',
        params,
      );
      if (approve) return;
      await post(tx, {
        userId: withdrawal.userId,
        type: 'system_chargeback',
        amount: withdrawal.amount,
        ...remarkOf(platformText('flow.withdrawal_refund', { id })),
        refType: 'withdrawal',
        refId: id,
        at,
      });
    });
    return { id, status };
  }

  /** QA deposit: flow `system_deposit`; returns the new available balance (minor units). */
  async deposit(userId: number, amount: bigint): Promise<{ available: bigint }> {
    if (amount <= 0n) throw new AppError(400, 'validation.positive_amount', { field: 'amount' });
    return this.core.db.$transaction(async (tx) => {
      await post(tx, {
        userId,
        type: 'system_deposit',
        amount,
        ...remarkOf(platformText('flow.deposit')),
        at: this.core.clock.nowFor(userId),
      });
      const wallet = await tx.wallet.findUniqueOrThrow({
        where: { userId },
        select: { available: true },
      });
      return { available: wallet.available };
    });
  }

  async bankCard(userId: number): Promise<BankCard | null> {
    const card = await this.core.db.bankCard.findUnique({ where: { userId } });
    return card ? toBankCard(card) : null;
  }

  /** Binds or re-binds the card; resubmitting the bound card unchanged is refused. */
  async editBankCard(userId: number, input: BankCardInput): Promise<BankCard> {
    const current = await this.core.db.bankCard.findUnique({ where: { userId } });
    if (current && sameCard(current, input)) throw badRequest('error.modify_before_submit');
    const data = { ...input, updatedAt: this.core.clock.nowFor(userId) };
    const card = await this.core.db.bankCard.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
    });
    return toBankCard(card);
  }
}

const CARD_FIELDS = [
  'type',
  'cardName',
  'userName',
  'mobile',
  'bankAccount',
  'branchName',
] as const;

function sameCard(card: BankCardRow, input: BankCardInput): boolean {
  return CARD_FIELDS.every((field) => card[field] === input[field]);
}

function toBankCard(card: BankCardRow): BankCard {
  return {
    type: card.type as CardType,
    cardName: card.cardName,
    userName: card.userName,
    mobile: card.mobile,
    bankAccount: card.bankAccount,
    branchName: card.branchName,
    updated_at: card.updatedAt.toISOString(),
  };
}

/** A flow in `lang`; `withdrawals` maps the ids of the withdrawals listed flows record to their status. */
export function toFlow(
  entry: LedgerEntry,
  lang: Lang,
  withdrawals: ReadonlyMap<number, string> = new Map(),
): Flow {
  const type = entry.type as FlowType;
  const withdrawal =
    type === 'manual_withdrawal' && entry.refId !== null ? withdrawals.get(entry.refId) : undefined;
  return {
    id: entry.id,
    time: entry.createdAt.toISOString(),
    amount: formatMoney(entry.amount),
    remark: localized(lang, entry.texts, 'remark', entry.remark),
    type,
    status: type === 'manual_withdrawal' ? ((withdrawal ?? 'pending') as WithdrawalStatus) : null,
    informational: INFORMATIONAL_FLOW_TYPES.includes(type),
  };
}
