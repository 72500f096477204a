// The QA reset on PostgreSQL (the tables emptied, their id sequences restarted). Needs PostgreSQL
// like the db package's tests (ADC_PG_URL, default postgresql://postgres@127.0.0.1:5432/postgres, a
// role that may create databases); uses a throwaway database adc_reset_<random>.
import { createDb, type Db } from '@adc/db';
import { migrate } from '@adc/db/migrate';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { verifySecret } from '../../lib/crypto';
import { PERSONA_SEEDS } from './seed';

const adminUrl = process.env.ADC_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dbName = `adc_reset_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();

/** Ids and values of the seed (times and salted hashes vary between resets). */
async function seedShape(db: Db) {
  const users = await db.user.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, uid: true, username: true, status: true, lang: true, entry: true },
  });
  const licenceKeys = await db.licenceKey.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, key: true, usedAt: true },
  });
  const products = await db.product.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, name: true },
  });
  const notifications = await db.notification.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, userId: true, title: true },
  });
  const plans = await db.planOrder.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, status: true, userId: true },
  });
  const wallets = await db.wallet.findMany({
    orderBy: { userId: 'asc' },
    select: { userId: true, available: true },
  });
  return {
    users,
    licenceKeys,
    products,
    notifications,
    plans,
    wallets,
    sim: await db.simState.findMany(),
  };
}

describe('QA reset on PostgreSQL', () => {
  let admin: Db;
  let db: Db;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    admin = createDb(adminUrl);
    await admin.$executeRawUnsafe(`CREATE DATABASE "${dbName}"`);
    await migrate(url);
    db = createDb(url);
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-pg-reset-'));
    app = await buildApp({
      config: { ...loadConfig({}), databaseUrl: url, logLevel: 'silent', uploadDir: dir },
      db,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.$disconnect();
    await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seeds an empty database once', async () => {
    expect(await app.services.qa.seedIfEmpty()).toBe(true);
    expect(await app.services.qa.seedIfEmpty()).toBe(false);
    const demo = await db.user.findUniqueOrThrow({ where: { username: 'demo' } });
    expect(demo).toMatchObject({ id: 1, uid: '10000001' });
    expect(await verifySecret('demo1234', demo.passwordHash)).toBe(true);
    expect(await db.user.count()).toBe(PERSONA_SEEDS.length + 5);
  });

  it('brings back exactly the seed with the same ids after changes, and restarts the id sequences', async () => {
    const seeded = await seedShape(db);
    await app.services.qa.licenceKeys(5);
    await app.services.qa.authorizationCode({});
    await app.services.qa.advanceClock(3600);
    await db.user.update({ where: { username: 'newbie' }, data: { status: 'cancelled' } });
    await app.services.qa.reset();
    expect(await seedShape(db)).toEqual(seeded);
    // New rows continue right after the seed's ids.
    const { keys } = await app.services.qa.licenceKeys(1);
    const created = await db.licenceKey.findUniqueOrThrow({ where: { key: keys[0] ?? '' } });
    expect(created.id).toBe(seeded.licenceKeys.length + 1);
  });
});
