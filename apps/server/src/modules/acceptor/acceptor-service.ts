import { formatMoney, type AcceptanceOrder, type Acceptor, type AcceptorType } from '@adc/contract';
import {
  oneSnapshot,
  type AcceptanceOrder as AcceptanceOrderRow,
  type Acceptor as AcceptorRow,
} from '@adc/db';
import { platformText } from '@adc/messages/platform';
import { moneyParam as money } from '../../lib/platform-text';
import type { Core } from '../../core';
import { AppError, badRequest, dataError } from '../../lib/errors';
import type { NotificationService } from '../notification/notification-service';
import { lockWallet, post, remarkOf } from '../wallet/ledger';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';

export type AcceptanceOrderPage = Page<AcceptanceOrder> & { current: AcceptanceOrder | null };

type OrderWithAcceptor = AcceptanceOrderRow & { acceptor: AcceptorRow };

const ACCEPTING = 'accepting';

/** What acceptance orders call on: notifications of money events. */
export interface AcceptorDeps {
  notifications: NotificationService;
}

/**
 * Foreign-exchange acceptance: the user picks an acceptor by type and acceptance code, which
 * opens an acceptance order; an operator completes it with the amount received (≤ the acceptor's
 * limit), which credits the deposit (flow `system_deposit`). A user has at most one open order.
 */
export class AcceptorService {
  constructor(
    protected readonly core: Core,
    protected readonly deps: AcceptorDeps,
  ) {}

  /** The user's acceptance orders, newest first, plus the open one. */
  async orders(userId: number, query: PageQuery): Promise<AcceptanceOrderPage> {
    const db = this.core.db;
    const where = { userId };
    const [rows, total, current] = await db.$transaction(
      [
        db.acceptanceOrder.findMany({
          where,
          include: { acceptor: true },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(query),
        }),
        db.acceptanceOrder.count({ where }),
        db.acceptanceOrder.findFirst({
          where: { userId, status: ACCEPTING },
          include: { acceptor: true },
          orderBy: { id: 'desc' },
        }),
      ],
      oneSnapshot(this.core.config.databaseUrl),
    );
    return {
      ...toPage(rows.map(toAcceptanceOrder), total, query),
      current: current ? toAcceptanceOrder(current) : null,
    };
  }

  /**
   * Looks the acceptor up by type and code and makes sure the user's open order is with it:
   * an open order with the same acceptor is kept, one with another acceptor is cancelled and
   * replaced (the user changed their mind before paying; an operator completes only the open one).
   */
  async open(userId: number, input: { type: AcceptorType; code: string }): Promise<Acceptor> {
    const acceptor = await this.core.db.acceptor.findUnique({ where: { code: input.code } });
    if (!acceptor || acceptor.type !== input.type) throw badRequest('error.acceptance_code_error');
    const at = this.core.clock.nowFor(userId);
    await this.core.db.$transaction(async (tx) => {
      // Serialises the user's concurrent openings so that at most one order stays open.
      await lockWallet(tx, userId);
      const open = await tx.acceptanceOrder.findMany({
        where: { userId, status: ACCEPTING },
        select: { id: true, acceptorId: true },
      });
      const keep = open.find((order) => order.acceptorId === acceptor.id);
      const stale = open.filter((order) => order !== keep).map((order) => order.id);
      if (stale.length > 0) {
        await tx.acceptanceOrder.updateMany({
          where: { id: { in: stale }, status: ACCEPTING },
          data: { status: 'cancelled' },
        });
      }
      if (!keep)
        await tx.acceptanceOrder.create({
          data: { userId, acceptorId: acceptor.id, status: ACCEPTING, createdAt: at },
        });
    });
    return toAcceptor(acceptor);
  }

  /** Operator completes an acceptance order: credits the deposit (≤ the acceptor limit), once. */
  async completeOrder(id: number, amount: bigint): Promise<AcceptanceOrder> {
    const order = await this.findOrder(id);
    if (order.status !== ACCEPTING) throw badRequest('error.order_not_open');
    if (amount <= 0n) throw new AppError(400, 'validation.positive_amount', { field: 'amount' });
    if (amount > order.acceptor.limit) throw badRequest('error.acceptance_limit_exceeded');
    const at = this.core.clock.nowFor(order.userId);
    await this.core.db.$transaction(async (tx) => {
      // Wallet first, then the order, as `open` does: the other order deadlocks on PostgreSQL.
      await lockWallet(tx, order.userId);
      // Only one completion can flip `accepting`: a concurrent second one credits nothing.
      const { count } = await tx.acceptanceOrder.updateMany({
        where: { id, status: ACCEPTING },
        data: { status: 'completed', amount, completedAt: at },
      });
      if (count === 0) throw badRequest('error.order_not_open');
      await post(tx, {
        userId: order.userId,
        type: 'system_deposit',
        amount,
        ...remarkOf(platformText('flow.acceptance_deposit', { id, acceptor: order.acceptor.name })),
        refType: 'acceptance_order',
        refId: id,
        at,
      });
      await this.deps.notifications.notify(tx, order.userId, at, 'deposit_credited', {
        id,
        amount: money(amount),
      });
    });
    return toAcceptanceOrder(await this.findOrder(id));
  }

  /**
   * An operator cancels an open acceptance order; its user is notified. (An order the user
   * replaces by choosing another acceptor is cancelled silently: the user did it.)
   */
  async cancelOrder(id: number): Promise<AcceptanceOrder> {
    const order = await this.findOrder(id);
    const at = this.core.clock.nowFor(order.userId);
    await this.core.db.$transaction(async (tx) => {
      const { count } = await tx.acceptanceOrder.updateMany({
        where: { id, status: ACCEPTING },
        data: { status: 'cancelled' },
      });
      if (count === 0) throw badRequest('error.order_not_open');
      await this.deps.notifications.notify(tx, order.userId, at, 'acceptance_cancelled', {
        id,
      });
    });
    return toAcceptanceOrder(await this.findOrder(id));
  }

  private async findOrder(id: number): Promise<OrderWithAcceptor> {
    const order = await this.core.db.acceptanceOrder.findUnique({
      where: { id },
      include: { acceptor: true },
    });
    if (!order) throw dataError();
    return order;
  }
}

function toAcceptor(acceptor: AcceptorRow): Acceptor {
  return {
    id: acceptor.id,
    name: acceptor.name,
    type: acceptor.type as AcceptorType,
    limit: formatMoney(acceptor.limit),
    currency: acceptor.currency,
    rate: acceptor.rate,
  };
}

function toAcceptanceOrder(order: OrderWithAcceptor): AcceptanceOrder {
  return {
    id: order.id,
    acceptor_name: order.acceptor.name,
    acceptor_type: order.acceptor.type as AcceptorType,
    amount: order.amount === null ? null : formatMoney(order.amount),
    currency: order.acceptor.currency,
    status: order.status as AcceptanceOrder['status'],
    created_at: order.createdAt.toISOString(),
  };
}
