import { formatMoney, type QaUserDetail, type QaUserSummary } from '@adc/contract';
import type { Lang } from '@adc/messages';
import type { Core } from '../../../core';
import { badRequest } from '../../../lib/errors';
import { findUserByUsername } from '../../../lib/usernames';
import { pageWindow, toPage, type Page, type PageQuery } from '@adc/domain';
import type { WalletService } from '../../wallet/wallet-service';
import type { PlanService } from '../../plan/plan-service';
import type { AcceptorService } from '../../acceptor/acceptor-service';
import type { UserService } from '../../user/user-service';

/** The reads a user card of the QA console shows. */
export interface DirectoryDeps {
  wallet: Pick<WalletService, 'property'>;
  plans: Pick<PlanService, 'list'>;
  acceptors: Pick<AcceptorService, 'orders'>;
  users: Pick<UserService, 'toUserInfo'>;
}

/** What the QA console looks up: users by name or uid, and what one user has to act on. */
export class QaDirectory {
  constructor(
    private readonly core: Core,
    private readonly deps: DirectoryDeps,
  ) {}

  async users(query: PageQuery & { query?: string }): Promise<Page<QaUserSummary>> {
    const text = query.query?.trim();
    const where = text
      ? // usernameKey is the username lower-cased: the same search in any casing on both databases
        // (a username's `contains` ignores case on SQLite, not on PostgreSQL).
        { OR: [{ usernameKey: { contains: text.toLowerCase() } }, { uid: { contains: text } }] }
      : {};
    const [rows, total] = await Promise.all([
      this.core.db.user.findMany({
        where,
        include: { wallet: true },
        orderBy: { id: 'desc' },
        ...pageWindow(query),
      }),
      this.core.db.user.count({ where }),
    ]);
    const list = rows.map((user) => ({
      username: user.username,
      uid: user.uid,
      nickname: user.nickname,
      status: user.status as QaUserSummary['status'],
      lang: user.lang,
      available_balance: formatMoney(user.wallet?.available ?? 0n),
      created_at: user.createdAt.toISOString(),
    }));
    return toPage(list, total, query);
  }

  async user(username: string, lang: Lang): Promise<QaUserDetail> {
    const user = await findUserByUsername(this.core.db, username);
    if (!user) throw badRequest('error.no_user_data');
    const latest = { page: 1, page_size: 20 };
    const [property, plans, withdrawals, orders] = await Promise.all([
      this.deps.wallet.property(user.id),
      this.deps.plans.list(user.id, { page: 1, page_size: 50 }, lang),
      this.core.db.withdrawal.findMany({
        where: { userId: user.id },
        orderBy: { id: 'desc' },
        take: latest.page_size,
      }),
      this.deps.acceptors.orders(user.id, latest),
    ]);
    return {
      user_info: this.deps.users.toUserInfo(user),
      property,
      plans: plans.list,
      withdrawals: withdrawals.map((row) => ({
        id: row.id,
        amount: formatMoney(row.amount),
        status: row.status as QaUserDetail['withdrawals'][number]['status'],
        created_at: row.createdAt.toISOString(),
      })),
      acceptance_orders: orders.list,
    };
  }
}
