import type { FaultKind, FaultRule, FaultRuleBody } from '@adc/contract';
import type { Db, FaultRule as FaultRuleRow } from '@adc/db';
import { randomInt } from 'node:crypto';
import { pathMatches } from './path-pattern';
import { sameUsername } from '../../../lib/usernames';

/** What a fault asks of one call: wait first, then answer a code or a status, or drop it. */
export interface FaultEffect {
  kind: FaultKind;
  ruleId: number | null;
  delayMs: number;
  code?: number;
  httpStatus?: number;
  drop?: boolean;
}

export interface CallToMatch {
  method: string;
  path: string;
  username: string | undefined;
}

/**
 * The fault rules of the frontend toolkit. The rows are the truth (every instance on one database
 * applies the same rules and counts the same hits); each process keeps a copy to match against, and
 * reloads it when `SimState.faultsVersion` moves. With no rule, matching costs nothing.
 */
export class FaultRules {
  private rules: FaultRuleRow[] = [];
  private version: number | undefined;

  constructor(private readonly db: Db) {}

  get any(): boolean {
    return this.rules.length > 0;
  }

  /** Reloads the copy when another instance changed the rules (PostgreSQL: once per request). */
  async syncTo(version: number): Promise<void> {
    if (version !== this.version) await this.load(version);
  }

  async load(version?: number): Promise<void> {
    this.rules = await this.db.faultRule.findMany({ orderBy: { id: 'asc' } });
    this.version =
      version ?? (await this.db.simState.findUnique({ where: { id: 1 } }))?.faultsVersion ?? 0;
  }

  async create(body: FaultRuleBody): Promise<FaultRule> {
    const row = await this.db.faultRule.create({
      data: {
        path: body.path,
        method: body.method ?? null,
        username: body.username ?? null,
        delayMs: body.delay_ms ?? null,
        code: body.code ?? null,
        httpStatus: body.http_status ?? null,
        drop: body.drop ?? false,
        probability: body.probability ?? 1,
        seed: body.seed ?? null,
        timesLeft: body.times ?? null,
      },
    });
    await this.changed();
    return toDto(row);
  }

  /** The rules naming `username`, in any casing. */
  private async naming(username: string): Promise<{ id: { in: number[] } }> {
    const named = await this.db.faultRule.findMany({
      where: { username: { not: null } },
      select: { id: true, username: true },
    });
    return {
      id: {
        in: named.filter((rule) => sameUsername(rule.username, username)).map((rule) => rule.id),
      },
    };
  }

  async list(): Promise<{ list: FaultRule[] }> {
    const rows = await this.db.faultRule.findMany({ orderBy: { id: 'asc' } });
    return { list: rows.map(toDto) };
  }

  /** Removes one rule (`id`), the rules naming one user (`username`), or every rule. */
  async clear(scope: { id?: number; username?: string } = {}): Promise<{ cleared: number }> {
    const { count } = await this.db.faultRule.deleteMany({
      where: {
        id: scope.id,
        ...(scope.username === undefined ? {} : await this.naming(scope.username)),
      },
    });
    await this.changed();
    return { cleared: count };
  }

  /**
   * After `/reset` emptied the table and SimState (its version is back to 0, which no change
   * writes): this process reloads now, every other instance on its next request.
   */
  async reset(): Promise<void> {
    await this.load();
  }

  /**
   * The effect of the oldest rule that matches the call and, by its probability (seeded: the n-th
   * matching call always rolls the same), applies to it while it has `times` left.
   */
  async match(call: CallToMatch): Promise<FaultEffect | undefined> {
    for (const rule of this.rules) {
      if (!ruleMatches(rule, call)) continue;
      if (await this.applies(rule)) return effectOf(rule);
    }
    return undefined;
  }

  private async applies(rule: FaultRuleRow): Promise<boolean> {
    if (rule.probability < 1) {
      // One statement counts the call and tells its position, atomically across instances.
      const counted = await this.db.faultRule
        .update({ where: { id: rule.id }, data: { matches: { increment: 1 } } })
        .catch(ignoreMissingRow);
      if (!counted) return false; // cleared meanwhile
      const roll = rule.seed === null ? Math.random() : seededUnit(rule.seed, counted.matches);
      if (roll >= rule.probability) return false;
    }
    const hit = await this.db.faultRule.updateMany({
      where: { id: rule.id, OR: [{ timesLeft: null }, { timesLeft: { gt: 0 } }] },
      data: { hits: { increment: 1 }, timesLeft: { decrement: 1 } },
    });
    if (hit.count === 0) return false;
    // The copy follows this instance's own hits; the rows stay the truth for every instance.
    rule.hits += 1;
    if (rule.timesLeft !== null) rule.timesLeft -= 1;
    return true;
  }

  private async changed(): Promise<void> {
    // A random version, not a counter: `/reset` empties SimState (version 0 again), and a counter
    // starting again could meet an instance's old value.
    const version = randomInt(1, 2 ** 31 - 1);
    await this.db.simState.upsert({
      where: { id: 1 },
      create: { id: 1, faultsVersion: version },
      update: { faultsVersion: version },
    });
    await this.load(version);
  }
}

function ignoreMissingRow(error: unknown): undefined {
  if ((error as { code?: string }).code === 'P2025') return undefined;
  throw error;
}

function ruleMatches(rule: FaultRuleRow, call: CallToMatch): boolean {
  return (
    (rule.timesLeft === null || rule.timesLeft > 0) &&
    (rule.method === null || rule.method === call.method) &&
    (rule.username === null || sameUsername(rule.username, call.username ?? null)) &&
    pathMatches(rule.path, call.path)
  );
}

function effectOf(rule: FaultRuleRow): FaultEffect {
  const base = { ruleId: rule.id, delayMs: rule.delayMs ?? 0 };
  if (rule.drop) return { ...base, kind: 'drop', drop: true };
  if (rule.httpStatus !== null) return { ...base, kind: 'status', httpStatus: rule.httpStatus };
  if (rule.code !== null) return { ...base, kind: 'code', code: rule.code };
  return { ...base, kind: 'delay' };
}

/** A uniform number in [0, 1) that depends only on the seed and the call's position n. */
export function seededUnit(seed: number, n: number): number {
  let x = (seed ^ Math.imul(n, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 4_294_967_296;
}

export function toDto(row: FaultRuleRow): FaultRule {
  return {
    id: row.id,
    path: row.path,
    method: row.method === 'GET' || row.method === 'POST' ? row.method : null,
    username: row.username,
    delay_ms: row.delayMs,
    code: row.code,
    http_status: row.httpStatus,
    drop: row.drop,
    probability: row.probability,
    seed: row.seed,
    times_left: row.timesLeft,
    hits: row.hits,
  };
}
