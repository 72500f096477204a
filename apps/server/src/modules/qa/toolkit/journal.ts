import {
  JOURNAL_CAPACITY,
  type AppliedFault,
  type JournalEntry,
  type JournalQuery,
} from '@adc/contract';
import { pathMatches } from './path-pattern';

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

/** One call as recorded: cheap to keep (no copy, no redaction) until someone reads it. */
export interface JournalRecord {
  id: string;
  startedAt: number;
  method: string;
  path: string;
  query: unknown;
  body: unknown;
  username: string | null;
  httpStatus: number;
  code: number | null;
  durationMs: number;
  fault: AppliedFault | null;
}

/**
 * The request journal: the last `capacity` `/api` calls of this process (QA calls excluded), in a
 * ring that overwrites the oldest entry. Entries are plain objects kept as recorded.
 */
export class RequestJournal {
  private readonly entries: (JournalRecord | undefined)[];
  private next = 0;
  private size = 0;

  constructor(private readonly capacity = JOURNAL_CAPACITY) {
    this.entries = new Array<JournalRecord | undefined>(capacity);
  }

  record(entry: JournalRecord): void {
    this.entries[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  /** Matching entries, newest first, at most `limit`; `total` counts every match. */
  list(query: JournalQuery): { list: JournalEntry[]; total: number } {
    const since = query.since ? Date.parse(query.since) : undefined;
    const list: JournalEntry[] = [];
    let total = 0;
    for (let i = 1; i <= this.size; i++) {
      const entry = this.entries[(this.next - i + this.capacity) % this.capacity];
      if (!entry || !matches(entry, query, since)) continue;
      total += 1;
      if (list.length < query.limit) list.push(toEntry(entry));
    }
    return { list, total };
  }

  clear(): { cleared: number } {
    const cleared = this.size;
    this.entries.fill(undefined);
    this.next = 0;
    this.size = 0;
    return { cleared };
  }
}

function matches(entry: JournalRecord, query: JournalQuery, since: number | undefined): boolean {
  return (
    (query.method === undefined || entry.method === query.method) &&
    (query.path === undefined || pathMatches(query.path, entry.path)) &&
    (query.username === undefined || entry.username === query.username) &&
    (query.code === undefined || entry.code === query.code) &&
    (since === undefined || entry.startedAt >= since)
  );
}

function toEntry(record: JournalRecord): JournalEntry {
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
