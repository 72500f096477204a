import {
  JOURNAL_CAPACITY,
  type AppliedFault,
  type JournalEntry,
  type JournalQuery,
} from '@adc/contract';
import { apiPathOf, pathMatches } from './path-pattern';

const SECRET_FIELD = /password|pin|token/i;

/** The JSON value with every field whose name contains password, pin or token replaced by "***". */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_FIELD.test(name) ? '***' : redact(field),
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

const NO_CODE = -1;

/**
 * The request journal: the last `capacity` `/api` calls of this process (QA calls excluded), in a
 * ring that overwrites the oldest entry. It keeps each field in its own preallocated column
 * (numbers in typed arrays, an empty query or a missing body as null) rather than an object per
 * call: recording allocates nothing, and the garbage collector has only the strings to carry.
 * Copies, paths and redaction are made when someone reads it.
 */
export class RequestJournal {
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

  /** Matching entries, newest first, at most `limit`; `total` counts every match. */
  list(query: JournalQuery): { list: JournalEntry[]; total: number } {
    const since = query.since ? Date.parse(query.since) : undefined;
    const list: JournalEntry[] = [];
    let total = 0;
    for (let back = 1; back <= this.size; back++) {
      const call = this.read((this.next - back + this.capacity) % this.capacity);
      if (!matches(call, query, since)) continue;
      total += 1;
      if (list.length < query.limit) list.push(toEntry(call));
    }
    return { list, total };
  }

  clear(): { cleared: number } {
    const cleared = this.size;
    this.ids.fill('');
    this.urls.fill('');
    this.usernames.fill(null);
    this.queries.fill(null);
    this.bodies.fill(null);
    this.faults.fill(null);
    this.next = 0;
    this.size = 0;
    return { cleared };
  }

  private read(i: number): StoredCall {
    const code = this.codes[i] ?? NO_CODE;
    return {
      id: this.ids[i] ?? '',
      startedAt: this.startedAts[i] ?? 0,
      method: this.methods[i] ?? '',
      path: apiPathOf(this.urls[i] ?? ''),
      query: this.queries[i] ?? {},
      body: this.bodies[i] ?? null,
      username: this.usernames[i] ?? null,
      httpStatus: this.statuses[i] ?? 0,
      code: code === NO_CODE ? null : code,
      durationMs: this.durations[i] ?? 0,
      fault: this.faults[i] ?? null,
    };
  }
}

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return value === undefined;
  for (const _ in value) return false;
  return true;
}

function matches(entry: StoredCall, query: JournalQuery, since: number | undefined): boolean {
  return (
    (query.method === undefined || entry.method === query.method) &&
    (query.path === undefined || pathMatches(query.path, entry.path)) &&
    (query.username === undefined || entry.username === query.username) &&
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
