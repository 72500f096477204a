import { Prisma, type Db, type Tx } from '@adc/db';

/** The tables written in bulk, with the row each takes (as `createMany` would). */
interface BulkTables {
  LedgerEntry: Prisma.LedgerEntryCreateManyInput;
  Notification: Prisma.NotificationCreateManyInput;
  PlanOrder: Prisma.PlanOrderCreateManyInput;
  RequestLog: Prisma.RequestLogCreateManyInput;
}

type Column = string | number | bigint | boolean | Date | null;

/** Rows per statement: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts rows into a table with one multi-row INSERT, through Prisma's public raw-query API
 * (the same SQL on SQLite and PostgreSQL; the driver adapter binds dates, big integers and
 * booleans as it does for model queries, so the rows read back the same).
 *
 * Why not `createMany`: Prisma 7 compiles each `createMany` anew (its plan is not reused): on the
 * 2-core machine under load, 20 ledger rows took 15 ms of CPU that way and 0.8 ms here (200 rows:
 * 20 ms and 2.4 ms). Batches of plan events (a scenario's half-year of plans, a user back after
 * months) write hundreds.
 *
 * Every row must give the same columns (no defaults in a multi-row VALUES on SQLite); a
 * column left out takes the table's default. More rows than `ROWS_PER_STATEMENT` take several
 * statements (in order). Writes are seen by @adc/db's write tracking (`INSERT INTO "Table"`).
 */
export async function insertRows<T extends keyof BulkTables>(
  db: Tx | Db | RidingInserts,
  table: T,
  rows: ReadonlyArray<BulkTables[T]>,
  options: InsertOptions<T> = {},
): Promise<void> {
  const statements = insertStatements(table, rows, options);
  if (db instanceof RidingInserts) return db.add(statements);
  for (const statement of statements) await db.$executeRaw(statement);
}

export interface InsertOptions<T extends keyof BulkTables> {
  /**
   * The columns of one unique index: a row that would repeat another's values there is skipped
   * (`ON CONFLICT (…) DO NOTHING`, on SQLite and PostgreSQL alike), while a clash on any other
   * unique index still fails the statement.
   */
  skipOnConflict?: ReadonlyArray<keyof BulkTables[T] & string>;
}

/** The statements `insertRows` runs, in order (none for no rows). */
function insertStatements<T extends keyof BulkTables>(
  table: T,
  rows: ReadonlyArray<BulkTables[T]>,
  { skipOnConflict }: InsertOptions<T>,
): Prisma.Sql[] {
  const [first] = rows;
  if (!first) return [];
  const columns = Object.keys(first).filter((column) => valueOf(first, column) !== undefined);
  const values = rows.map((row) => {
    const given = Object.keys(row).filter((column) => valueOf(row, column) !== undefined);
    if (given.length !== columns.length || !columns.every((column) => given.includes(column)))
      throw new Error(`insertRows(${table}): every row must give the same columns`);
    return Prisma.sql`(${Prisma.join(columns.map((column) => valueOf(row, column) ?? null))})`;
  });
  const into = Prisma.raw(`"${table}" (${columns.map((column) => `"${column}"`).join(', ')})`);
  const conflict = skipOnConflict
    ? Prisma.raw(
        ` ON CONFLICT (${skipOnConflict.map((column) => `"${column}"`).join(', ')}) DO NOTHING`,
      )
    : Prisma.empty;
  const statements: Prisma.Sql[] = [];
  for (let start = 0; start < values.length; start += ROWS_PER_STATEMENT) {
    const chunk = values.slice(start, start + ROWS_PER_STATEMENT);
    statements.push(Prisma.sql`INSERT INTO ${into} VALUES ${Prisma.join(chunk)}${conflict}`);
  }
  return statements;
}

/**
 * Inserts of a transaction that nobody reads back or counts, sent with its next statement that
 * goes through `execute`: on PostgreSQL as a data-modifying WITH (`WITH "i0" AS (INSERT …), …
 * UPDATE …`), one round trip for them all. PostgreSQL runs each such insert exactly once, on the
 * statement's snapshot, and it commits or rolls back with the transaction; a failure of one fails
 * the statement. So an insert may ride only up to a statement that does not read its table, and
 * the transaction must end by `flush`. On SQLite (no data-modifying WITH) each insert runs at once.
 */
export class RidingInserts {
  private pending: Prisma.Sql[] = [];

  constructor(
    private readonly tx: Tx,
    /** Whether the inserts wait (PostgreSQL) or run at once. */
    private readonly ride: boolean,
  ) {}

  async add(statements: readonly Prisma.Sql[]): Promise<void> {
    if (this.ride) this.pending.push(...statements);
    else for (const statement of statements) await this.tx.$executeRaw(statement);
  }

  /** Runs `statement` (not itself a WITH) with the waiting inserts; answers its own count. */
  execute(statement: Prisma.Sql): Promise<number> {
    if (this.pending.length === 0) return this.tx.$executeRaw(statement);
    const inserts = this.pending.map(
      (insert, i) => Prisma.sql`${Prisma.raw(`"i${i}"`)} AS (${insert})`,
    );
    this.pending = [];
    return this.tx.$executeRaw`WITH ${Prisma.join(inserts)} ${statement}`;
  }

  /** Runs the inserts still waiting. */
  async flush(): Promise<void> {
    const last = this.pending.pop();
    if (last) await this.execute(last);
  }
}

function valueOf(row: object, column: string): Column | undefined {
  const value: unknown = (row as Record<string, unknown>)[column];
  if (value === undefined) return undefined;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  throw new Error(`insertRows: column ${column} is not a plain value`);
}
