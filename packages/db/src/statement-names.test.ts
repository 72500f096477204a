import { describe, expect, it } from 'vitest';
import { preparedStatementNames } from './connection';

const query = (sql: string, args: number) => ({
  sql,
  args: Array.from({ length: args }, (_, i) => i),
  argTypes: [],
});

describe('preparedStatementNames', () => {
  it('gives one name per text, never one name to two texts', () => {
    const name = preparedStatementNames();
    const a = name(query('SELECT $1', 1));
    const b = name(query('SELECT $1, $2', 2));
    expect(a).toMatch(/^adc_\d+$/);
    expect(b).not.toBe(a);
    expect(name(query('SELECT $1', 1))).toBe(a);
  });

  it('leaves statements without arguments and with many unnamed', () => {
    const name = preparedStatementNames();
    expect(name(query('BEGIN', 0))).toBe('');
    expect(name(query('INSERT many', 65))).toBe('');
    expect(name(query('INSERT some', 64))).not.toBe('');
  });

  it('leaves statements selecting * unnamed (their shape follows the table)', () => {
    const name = preparedStatementNames();
    expect(name(query('SELECT * FROM "PlanOrder" WHERE "id" IN ($1)', 1))).toBe('');
    expect(name(query('SELECT "a", t.* FROM t WHERE x = $1', 1))).toBe('');
    expect(name(query('INSERT INTO t VALUES ($1) RETURNING *', 1))).toBe('');
    expect(name(query('SELECT COUNT(*) FROM t WHERE x = $1', 1))).not.toBe('');
  });
});
