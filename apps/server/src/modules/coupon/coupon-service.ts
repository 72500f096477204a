import {
  formatMoney,
  type ClaimableCoupon,
  type Coupon,
  type CouponKind,
  type CouponStatus,
} from '@adc/contract';
import type { Coupon as CouponRow, CouponTemplate, Prisma, Tx } from '@adc/db';
import {
  DAY_MS,
  pageOf,
  pageWindow,
  priceLaunch,
  toPage,
  type LaunchPricing,
  type Page,
  type PageQuery,
} from '@adc/domain';
import type { Lang } from '@adc/messages';
import type { Core } from '../../core';
import { badRequest, dataError } from '../../lib/errors';
import { idempotent, isUniqueViolation, type Seal } from '../../lib/idempotency';
import { localized } from '../../lib/platform-text';
import { dayKey } from '../../lib/time-zone';

export type CouponListStatus = CouponStatus | 'claimable';

/** The paging types of @adc/domain, under the names the plan service imports. */
export type { Page, PageQuery as PageInput };

/** The claim key of the newcomer coupon: one per user, whatever the day. */
const NEWCOMER_CLAIM_KEY = 'newcomer';

/**
 * Coupons: claiming from templates (the newcomer coupon once per user, any other name once per
 * calendar day in the caller's zone, both enforced by the unique index (userId, name, claimKey)),
 * listing, and their use by a plan launch. An unused coupon past its expiry counts as expired
 * (computed at read time from the simulation clock; nothing needs to sweep the table).
 */
export class CouponService {
  constructor(protected readonly core: Core) {}

  async list(
    userId: number,
    status: CouponListStatus,
    page: PageQuery,
    zone: string,
    lang: Lang,
  ): Promise<Page<Coupon | ClaimableCoupon>> {
    if (status === 'claimable') return this.claimable(userId, page, zone, lang);
    const now = this.core.clock.nowFor(userId);
    const where = this.statusWhere(userId, status, now);
    const [rows, total] = await Promise.all([
      this.core.db.coupon.findMany({
        where,
        orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(page),
      }),
      this.core.db.coupon.count({ where }),
    ]);
    return toPage(
      rows.map((row) => toCoupon(row, now, lang)),
      total,
      page,
    );
  }

  /** Claims a coupon from a template; a retry with the same Idempotency-Key replays the first answer. */
  async receive(
    userId: number,
    templateId: number,
    zone: string,
    lang: Lang,
    idempotencyKey?: string,
  ): Promise<Coupon> {
    return idempotent(
      this.core.db,
      { userId, key: idempotencyKey, route: 'user_coupon.receive', request: { templateId } },
      (seal) => this.claim(userId, templateId, zone, lang, seal),
    );
  }

  /**
   * For a launch of `putAmount` at `at`: the caller's coupon checked usable and the resulting
   * split between wallet and platform. Without a coupon the wallet pays everything.
   */
  async priceForLaunch(
    userId: number,
    couponId: number | undefined,
    putAmount: bigint,
    at: Date,
  ): Promise<LaunchPricing> {
    if (couponId === undefined) return priceLaunch(putAmount, null);
    const coupon = await this.core.db.coupon.findUnique({ where: { id: couponId } });
    if (!coupon || coupon.userId !== userId) throw dataError();
    const status = effectiveStatus(coupon, at);
    if (status === 'used') throw badRequest('error.coupon_used');
    if (status === 'expired') throw badRequest('error.coupon_expired');
    const pricing = priceLaunch(putAmount, coupon);
    if (!pricing) throw badRequest('error.coupon_not_applicable');
    return pricing;
  }

  /** Marks the coupon used inside the launch transaction; only one launch can win it. */
  async markUsed(tx: Tx, userId: number, couponId: number, at: Date): Promise<void> {
    // Raw SQL: Prisma's updateMany costs several times as much CPU, in every launch with a coupon.
    const count = await tx.$executeRaw`UPDATE "Coupon" SET "status" = 'used', "usedAt" = ${at}
      WHERE "id" = ${couponId} AND "userId" = ${userId} AND "status" = 'unused' AND "expiresAt" > ${at}`;
    if (count === 0) throw badRequest('error.coupon_used');
  }

  /**
   * Seed helper: gives `userId` a coupon of the template `code` received at `receivedAt` (claim
   * key = that day in UTC, or the newcomer key), optionally already expired.
   */
  async grant(
    userId: number,
    code: string,
    receivedAt: Date,
    options: { expired?: boolean } = {},
  ): Promise<CouponRow> {
    const template = await this.core.db.couponTemplate.findUnique({ where: { code } });
    if (!template) throw new Error(`coupon template ${code} is not seeded`);
    const coupon = couponData(
      userId,
      template,
      receivedAt,
      claimKeyOf(template, receivedAt, 'UTC'),
    );
    if (options.expired) coupon.status = 'expired';
    return this.core.db.coupon.create({ data: coupon });
  }

  private async claim(
    userId: number,
    templateId: number,
    zone: string,
    lang: Lang,
    seal: Seal<Coupon>,
  ): Promise<Coupon> {
    const template = await this.core.db.couponTemplate.findUnique({ where: { id: templateId } });
    if (!template) throw dataError();
    if (!template.active) throw badRequest('error.coupon_not_available');
    const now = this.core.clock.nowFor(userId);
    try {
      return await this.core.db.$transaction(async (tx) => {
        const row = await tx.coupon.create({
          data: couponData(userId, template, now, claimKeyOf(template, now, zone)),
        });
        const coupon = toCoupon(row, now, lang);
        await seal(tx, coupon);
        return coupon;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('error.coupon_already_claimed');
      throw error;
    }
  }

  private async claimable(
    userId: number,
    page: PageQuery,
    zone: string,
    lang: Lang,
  ): Promise<Page<ClaimableCoupon>> {
    const today = dayKey(this.core.clock.nowFor(userId), zone);
    const [templates, claimed] = await Promise.all([
      this.core.db.couponTemplate.findMany({ where: { active: true }, orderBy: { id: 'asc' } }),
      this.core.db.coupon.findMany({
        where: { userId, claimKey: { in: [NEWCOMER_CLAIM_KEY, today] } },
        select: { name: true, claimKey: true },
      }),
    ]);
    const taken = new Set(claimed.map((c) => `${c.name}\n${c.claimKey}`));
    const open = templates.filter(
      (t) => !taken.has(`${t.name}\n${t.newcomer ? NEWCOMER_CLAIM_KEY : today}`),
    );
    const shown = pageOf(open, page);
    return { ...shown, list: shown.list.map((t) => toClaimable(t, lang)) };
  }

  private statusWhere(userId: number, status: CouponStatus, now: Date): Prisma.CouponWhereInput {
    switch (status) {
      case 'unused':
        return { userId, status: 'unused', expiresAt: { gt: now } };
      case 'used':
        return { userId, status: 'used' };
      case 'expired':
        return {
          userId,
          OR: [{ status: 'expired' }, { status: 'unused', expiresAt: { lte: now } }],
        };
    }
  }
}

function claimKeyOf(template: CouponTemplate, at: Date, zone: string): string {
  return template.newcomer ? NEWCOMER_CLAIM_KEY : dayKey(at, zone);
}

function couponData(
  userId: number,
  template: CouponTemplate,
  receivedAt: Date,
  claimKey: string,
): Prisma.CouponUncheckedCreateInput {
  return {
    userId,
    templateId: template.id,
    name: template.name,
    texts: template.texts,
    kind: template.kind,
    discount: template.discount,
    amount: template.amount,
    amountLimit: template.amountLimit,
    status: 'unused',
    claimKey,
    receivedAt,
    expiresAt: new Date(receivedAt.getTime() + template.validDays * DAY_MS),
  };
}

/** `unused` past its expiry reads as `expired`. */
export function effectiveStatus(
  coupon: Pick<CouponRow, 'status' | 'expiresAt'>,
  now: Date,
): CouponStatus {
  if (coupon.status === 'unused' && coupon.expiresAt.getTime() <= now.getTime()) return 'expired';
  return coupon.status as CouponStatus;
}

const moneyOrNull = (value: bigint | null) => (value === null ? null : formatMoney(value));

/** A coupon's name in `lang` (its template's platform text, copied when claimed). */
export function couponName(row: Pick<CouponRow, 'name' | 'texts'>, lang: Lang): string {
  return localized(lang, row.texts, 'name', row.name);
}

/** A coupon in `lang`. */
export function toCoupon(row: CouponRow, now: Date, lang: Lang): Coupon {
  return {
    id: row.id,
    name: couponName(row, lang),
    kind: row.kind as CouponKind,
    discount: row.discount,
    amount: moneyOrNull(row.amount),
    amount_limit: moneyOrNull(row.amountLimit),
    status: effectiveStatus(row, now),
    expires_at: row.expiresAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    used_at: row.usedAt?.toISOString() ?? null,
  };
}

function toClaimable(template: CouponTemplate, lang: Lang): ClaimableCoupon {
  return {
    template_id: template.id,
    name: localized(lang, template.texts, 'name', template.name),
    kind: template.kind as CouponKind,
    discount: template.discount,
    amount: moneyOrNull(template.amount),
    amount_limit: moneyOrNull(template.amountLimit),
    valid_days: template.validDays,
    newcomer: template.newcomer,
  };
}
