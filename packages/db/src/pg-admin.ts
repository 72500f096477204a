import { createDb } from './index';

export interface ScratchDatabase {
  url: string;
  /** Drops the database (connections to it are ended). */
  drop(): Promise<void>;
}

/**
 * A new PostgreSQL database `name` on the server of `adminUrl` (a role that may create databases),
 * empty or a copy of `template`; one left over by an earlier run under the same name is replaced.
 * For tests and benchmarks, which each work on databases of their own.
 */
export async function createPgDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<ScratchDatabase> {
  const admin = (sql: string) => runAsAdmin(adminUrl, sql);
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** One statement on its own admin connection (CREATE/DROP DATABASE cannot run in a transaction). */
async function runAsAdmin(adminUrl: string, sql: string): Promise<void> {
  const db = createDb(adminUrl);
  try {
    await db.$executeRawUnsafe(sql);
  } finally {
    await db.$disconnect();
  }
}
