import { writeVersion, type Prisma } from '@adc/db';

/**
 * Memoises values read from the database until any write touches one of `tables` (counted per
 * table by @adc/db's SQLite adapter; disabled elsewhere, where every call loads). The version is
 * read before loading, so a write landing during the load invalidates what was read.
 *
 * Its rules (one writing process, every table the loader reads listed in `tables`) are in
 * docs/internals.md; table-memo-loaders.test.ts checks the second for every memo.
 */
export class TableMemo<V> {
  private readonly entries = new Map<string, { version: number; value: V }>();

  constructor(
    /** Every table the loaders read (checked by table-memo-loaders.test.ts). */
    readonly tables: readonly Prisma.ModelName[],
    /** False where writes are not tracked (PostgreSQL): every `get` loads. */
    readonly enabled: boolean,
    /** Values for which this returns false (e.g. "not found") are not kept. */
    private readonly keep: (value: V) => boolean = () => true,
    private readonly limit = 10_000,
  ) {}

  /** The value kept for `key`, or `load`'s; `current` can refuse a kept value (e.g. one of another second). */
  async get(
    key: string,
    load: () => Promise<V>,
    current: (value: V) => boolean = () => true,
  ): Promise<V> {
    if (!this.enabled) return load();
    const version = this.tables.reduce((sum, table) => sum + writeVersion(table), 0);
    const hit = this.entries.get(key);
    if (hit?.version === version && current(hit.value)) return hit.value;
    const value = await load();
    if (this.keep(value)) {
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, { version, value });
    }
    return value;
  }
}
