import { formatMoney, type QaUserDetail, type QaUserSummary } from '@adc/contract';
import { dbProvider, Prisma } from '@adc/db';
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
    const { rows, total } = text ? await this.search(text, query) : await this.newest(query);
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

  private async newest(query: PageQuery) {
    const [rows, total] = await Promise.all([
      this.core.db.user.findMany({
        include: { wallet: true },
        orderBy: { id: 'desc' },
        ...pageWindow(query),
      }),
      this.core.db.user.count(),
    ]);
    return { rows, total };
  }

  /**
   * Users whose username (in any casing: `usernameKey` is it lower-cased) or uid contains `text`
   * as typed: `%` and `_` are characters here, not LIKE's wildcards (Prisma's `contains` is a LIKE
   * that escapes neither, and SQLite's LIKE has no escape character of its own), so the search is
   * a substring test, newest first, paged in SQL.
   */
  private async search(text: string, query: PageQuery) {
    const key = text.toLowerCase();
    const contains =
      dbProvider(this.core.config.databaseUrl) === 'sqlite'
        ? Prisma.sql`instr("usernameKey", ${key}) > 0 OR instr("uid", ${text}) > 0`
        : Prisma.sql`strpos("usernameKey", ${key}) > 0 OR strpos("uid", ${text}) > 0`;
    const { skip, take } = pageWindow(query);
    const [page, [counted]] = await Promise.all([
      this.core.db.$queryRaw<Array<{ id: number }>>`
        SELECT "id" FROM "User" WHERE ${contains} ORDER BY "id" DESC LIMIT ${take} OFFSET ${skip}`,
      this.core.db.$queryRaw<Array<{ total: number | bigint }>>`
        SELECT COUNT(*) AS "total" FROM "User" WHERE ${contains}`,
    ]);
    const rows = await this.core.db.user.findMany({
      where: { id: { in: page.map((row) => Number(row.id)) } },
      include: { wallet: true },
      orderBy: { id: 'desc' },
    });
    return { rows, total: Number(counted?.total ?? 0) };
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
