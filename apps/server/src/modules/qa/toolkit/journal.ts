import {
  JOURNAL_CAPACITY,
  type AppliedFault,
  type JournalEntry,
  type JournalQuery,
} from '@adc/contract';
import { Prisma, type Db } from '@adc/db';
import { insertRows } from '../../../lib/insert-rows';
import { sameUsername, usernameKey } from '../../../lib/usernames';
import { apiPathOf, pathMatches } from './path-pattern';

const SECRET_FIELD = /password|pin|token/i;
/** How deep the journal shows a body; what lies deeper is shown as this marker. */
export const JOURNAL_DEPTH = 32;
export const TOO_DEEP = '…';

/**
 * The JSON value with every field whose name contains password, pin or token replaced by "***",
 * and any array or object nested deeper than JOURNAL_DEPTH replaced by "…". A client may send a
 * body nested a hundred thousand arrays deep within the size limit (the call itself answers 400):
 * redacting and serializing it recursed past the stack, and every later read of the journal
 * answered HTTP 500, for every QA engineer on the server, until someone cleared it.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= JOURNAL_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_FIELD.test(name) ? '***' : redact(field, depth + 1),
    ]),
  );
}

/** One call as the toolkit reports it (the journal keeps its fields, not this object). */
export interface JournalRecord {
  id: string;
  startedAt: number;
  method: string;
  /** The request URL; the path is derived from it when someone reads the journal. */
  url: string;
  query: unknown;
  body: unknown;
  username: string | null;
  httpStatus: number;
  code: number | null;
  durationMs: number;
  fault: AppliedFault | null;
}

/** A recorded call as read back, path derived. */
interface StoredCall extends Omit<JournalRecord, 'url'> {
  path: string;
}

/** What a filter of the journal reads of a call. */
type CallHead = Pick<StoredCall, 'method' | 'path' | 'username' | 'code' | 'startedAt'>;

type JournalPage = { list: JournalEntry[]; total: number };

/** The request journal as the toolkit uses it: in memory (one process) or shared (several). */
export interface Journal {
  record(call: JournalRecord): void;
  /** Matching entries, newest first, at most `limit`; `total` counts every match. */
  list(query: JournalQuery): Promise<JournalPage>;
  /** Removes every call, or the calls of one user. */
  clear(username?: string): Promise<{ cleared: number }>;
  /** Resolves once every call recorded so far is stored (before the database closes). */
  settle(): Promise<void>;
}

const NO_CODE = -1;

/**
 * The request journal: the last `capacity` `/api` calls of this process (QA calls excluded), in a
 * ring that overwrites the oldest entry. It keeps each field in its own preallocated column
 * (numbers in typed arrays, an empty query or a missing body as null) rather than an object per
 * call: recording allocates nothing, and the garbage collector has only the strings to carry.
 * Copies, paths and redaction are made when someone reads it.
 */
export class RequestJournal implements Journal {
  private readonly ids: string[];
  private readonly urls: string[];
  private readonly methods: string[];
  private readonly usernames: (string | null)[];
  private readonly queries: unknown[];
  private readonly bodies: unknown[];
  private readonly faults: (AppliedFault | null)[];
  private readonly startedAts: Float64Array;
  private readonly durations: Float64Array;
  private readonly statuses: Int32Array;
  private readonly codes: Int32Array;
  private next = 0;
  private size = 0;

  constructor(private readonly capacity = JOURNAL_CAPACITY) {
    const column = <T>(empty: T): T[] => new Array<T>(capacity).fill(empty);
    this.ids = column('');
    this.urls = column('');
    this.methods = column('');
    this.usernames = column<string | null>(null);
    this.queries = column<unknown>(null);
    this.bodies = column<unknown>(null);
    this.faults = column<AppliedFault | null>(null);
    this.startedAts = new Float64Array(capacity);
    this.durations = new Float64Array(capacity);
    this.statuses = new Int32Array(capacity);
    this.codes = new Int32Array(capacity);
  }

  record(call: JournalRecord): void {
    const i = this.next;
    this.ids[i] = call.id;
    this.urls[i] = call.url;
    this.methods[i] = call.method;
    this.usernames[i] = call.username;
    this.queries[i] = isEmptyObject(call.query) ? null : call.query;
    this.bodies[i] = call.body ?? null;
    this.faults[i] = call.fault;
    this.startedAts[i] = call.startedAt;
    this.durations[i] = call.durationMs;
    this.statuses[i] = call.httpStatus;
    this.codes[i] = call.code ?? NO_CODE;
    this.next = (i + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  list(query: JournalQuery): Promise<JournalPage> {
    const calls = (function* (journal: RequestJournal) {
      for (let back = 1; back <= journal.size; back++)
        yield journal.read((journal.next - back + journal.capacity) % journal.capacity);
    })(this);
    const { picked, total } = pick(calls, query);
    return Promise.resolve({ list: picked.map(toEntry), total });
  }

  settle(): Promise<void> {
    return Promise.resolve();
  }

  clear(username?: string): Promise<{ cleared: number }> {
    return Promise.resolve({
      cleared: username === undefined ? this.empty() : this.remove(username),
    });
  }

  private empty(): number {
    const emptied = this.size;
    this.ids.fill('');
    this.urls.fill('');
    this.usernames.fill(null);
    this.queries.fill(null);
    this.bodies.fill(null);
    this.faults.fill(null);
    this.next = 0;
    this.size = 0;
    return emptied;
  }

  /** Removes one user's calls; the others keep their order (recorded again, oldest first). */
  private remove(username: string): number {
    const kept: JournalRecord[] = [];
    for (let back = this.size; back >= 1; back--) {
      const i = (this.next - back + this.capacity) % this.capacity;
      if (!sameUsername(this.usernames[i] ?? null, username)) kept.push(this.recordAt(i));
    }
    const removed = this.size - kept.length;
    if (removed > 0) {
      this.empty();
      kept.forEach((call) => this.record(call));
    }
    return removed;
  }

  private recordAt(i: number): JournalRecord {
    const code = this.codes[i] ?? NO_CODE;
    return {
      id: this.ids[i] ?? '',
      startedAt: this.startedAts[i] ?? 0,
      method: this.methods[i] ?? '',
      url: this.urls[i] ?? '',
      query: this.queries[i] ?? {},
      body: this.bodies[i] ?? null,
      username: this.usernames[i] ?? null,
      httpStatus: this.statuses[i] ?? 0,
      code: code === NO_CODE ? null : code,
      durationMs: this.durations[i] ?? 0,
      fault: this.faults[i] ?? null,
    };
  }

  private read(i: number): StoredCall {
    const { url, ...call } = this.recordAt(i);
    return { ...call, path: apiPathOf(url) };
  }
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return value === undefined;
  for (const _ in value) return false;
  return true;
}

/** The calls (newest first) that match `query`: the first `limit` of them, and how many in all. */
function pick<T extends CallHead>(calls: Iterable<T>, query: JournalQuery) {
  const since = query.since ? Date.parse(query.since) : undefined;
  const picked: T[] = [];
  let total = 0;
  for (const call of calls) {
    if (!matches(call, query, since)) continue;
    total += 1;
    if (picked.length < query.limit) picked.push(call);
  }
  return { picked, total };
}

function matches(entry: CallHead, query: JournalQuery, since: number | undefined): boolean {
  return (
    (query.method === undefined || entry.method === query.method) &&
    (query.path === undefined || pathMatches(query.path, entry.path)) &&
    (query.username === undefined || sameUsername(entry.username, query.username)) &&
    (query.code === undefined || entry.code === query.code) &&
    (since === undefined || entry.startedAt >= since)
  );
}

function toEntry(record: StoredCall): JournalEntry {
  return {
    id: record.id,
    time: new Date(record.startedAt).toISOString(),
    method: record.method,
    path: record.path,
    query: (redact(record.query ?? {}) ?? {}) as Record<string, unknown>,
    body: redact(record.body ?? null),
    username: record.username,
    http_status: record.httpStatus,
    code: record.code,
    duration_ms: Math.round(record.durationMs * 10) / 10,
    fault: record.fault,
  };
}

/** Rows written per insert once calls queue up behind a slow one; the rest wait for the next. */
const ROWS_PER_FLUSH = 500;
/** Rows this instance appends between two trims of the table back to the journal's capacity. */
const TRIM_EVERY = 500;

interface RequestLogHead {
  seq: number;
  method: string;
  path: string;
  username: string | null;
  code: number | null;
  startedAt: Date;
}

interface RequestLogRow extends RequestLogHead {
  requestId: string;
  query: string | null;
  body: string | null;
  httpStatus: number;
  durationMs: number;
  fault: string | null;
}

/**
 * The request journal in the database (the `RequestLog` table), for PostgreSQL, where several
 * instances behind a load balancer serve one database: each appends the calls it answers, so the
 * journal read on any instance lists every instance's calls, and a clear clears it for all. A call
 * is written after its answer has gone out (calls that end together share one insert), redacted
 * first; reading waits for this instance's writes, so a call answered here before the read is in
 * it. The table keeps about the last `capacity` calls of all instances (trimmed as it grows).
 */
export class SharedRequestJournal implements Journal {
  private pending: JournalRecord[] = [];
  private writing: Promise<void> = Promise.resolve();
  private appendedSinceTrim = 0;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly capacity = JOURNAL_CAPACITY,
  ) {}

  record(call: JournalRecord): void {
    this.pending.push(call);
    if (this.pending.length === 1) this.writing = this.writing.then(() => this.write());
  }

  settle(): Promise<void> {
    return this.writing;
  }

  async list(query: JournalQuery): Promise<JournalPage> {
    await this.settle();
    const heads = await this.db.$queryRaw<RequestLogHead[]>`
      SELECT "seq", "method", "path", "username", "code", "startedAt" FROM "RequestLog"
      ORDER BY "seq" DESC LIMIT ${this.capacity}`;
    const { picked, total } = pick(
      heads.map((head) => ({ ...head, startedAt: head.startedAt.getTime() })),
      query,
    );
    if (picked.length === 0) return { list: [], total };
    const rows = await this.db.$queryRaw<RequestLogRow[]>`
      SELECT * FROM "RequestLog" WHERE "seq" IN (${Prisma.join(picked.map((head) => head.seq))})
      ORDER BY "seq" DESC`;
    return { list: rows.map((row) => toEntry(storedCallOf(row))), total };
  }

  async clear(username?: string): Promise<{ cleared: number }> {
    await this.settle();
    const cleared =
      username === undefined
        ? await this.db.$executeRaw`DELETE FROM "RequestLog"`
        : await this.db
            .$executeRaw`DELETE FROM "RequestLog" WHERE lower("username") = ${usernameKey(username)}`;
    return { cleared };
  }

  private async write(): Promise<void> {
    while (this.pending.length > 0) {
      const calls = this.pending.splice(0, ROWS_PER_FLUSH);
      try {
        await insertRows(this.db, 'RequestLog', calls.map(requestLogRow));
        this.appendedSinceTrim += calls.length;
        if (this.appendedSinceTrim >= Math.min(TRIM_EVERY, this.capacity)) {
          this.appendedSinceTrim = 0;
          await this.db.$executeRaw`DELETE FROM "RequestLog" WHERE "seq" <= (
            SELECT "seq" FROM "RequestLog" ORDER BY "seq" DESC LIMIT 1 OFFSET ${this.capacity})`;
        }
      } catch (error) {
        // The journal is a QA aid: a write it cannot make must not fail or stop the calls.
        this.onError(error);
      }
    }
  }
}

/** JSON text of a value, or null for nothing (or what JSON cannot hold). */
function jsonOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's text cannot hold U+0000, which a client may send in a path or a username: stored as
 * U+FFFD (one such call would otherwise fail the whole batch it is written with). The JSON
 * columns need nothing: JSON.stringify escapes it.
 */
function storableText<T extends string | null>(text: T): T {
  return (text === null ? text : text.replaceAll('\u0000', '\uFFFD')) as T;
}

function requestLogRow(call: JournalRecord) {
  return {
    requestId: call.id,
    startedAt: new Date(call.startedAt),
    method: storableText(call.method),
    path: storableText(apiPathOf(call.url)),
    query: isEmptyObject(call.query) ? null : jsonOrNull(redact(call.query)),
    body: jsonOrNull(redact(call.body ?? null)),
    username: storableText(call.username),
    httpStatus: call.httpStatus,
    code: call.code,
    durationMs: call.durationMs,
    fault: jsonOrNull(call.fault),
  };
}

function storedCallOf(row: RequestLogRow): StoredCall {
  return {
    id: row.requestId,
    startedAt: row.startedAt.getTime(),
    method: row.method,
    path: row.path,
    query: row.query === null ? {} : (JSON.parse(row.query) as unknown),
    body: row.body === null ? null : (JSON.parse(row.body) as unknown),
    username: row.username,
    httpStatus: row.httpStatus,
    code: row.code,
    durationMs: row.durationMs,
    fault: row.fault === null ? null : (JSON.parse(row.fault) as AppliedFault),
  };
}
