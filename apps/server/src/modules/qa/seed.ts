import { randomBytes } from 'node:crypto';
import { dbProvider, type Prisma } from '@adc/db';
import type { ProductType } from '@adc/contract';
import { DAY_MS, HOUR_MS } from '@adc/domain';
import {
  isPlatformKey,
  platformText,
  type PlatformKey,
  type PlatformMessages,
} from '@adc/messages/platform';
import type { Core } from '../../core';
import { hashSecret, md5, sha256 } from '../../lib/crypto';
import { storeTexts } from '../../lib/platform-text';
import { usernameKey } from '../../lib/usernames';
import { DAILY_BOOST_COUPON, NEWCOMER_COUPON, NOTICE_PARAMS } from './fixtures/coupons';
import { PERSONA_SEEDS, type NotificationSeed, type PersonaSeed } from './fixtures/personas';

export { PERSONA_SEEDS, type PersonaSeed };

/**
 * The seed of API.md "Seeded personas": what the QA reset (and a first start on an empty
 * database) puts in the database. Everything here is fixed data, so ids and values are the same
 * after every reset.
 */

// ---- secrets -------------------------------------------------------------------------------

/** scrypt is deliberately slow: each secret is hashed once per process and reused by every reset. */
const hashCache = new Map<string, Promise<string>>();

function cachedHash(secret: string): Promise<string> {
  let hash = hashCache.get(secret);
  if (!hash) {
    hash = hashSecret(secret);
    hashCache.set(secret, hash);
  }
  return hash;
}

/** The stored form of a transaction PIN: the client sends its MD5 hex, which is hashed again. */
export const pinHash = (pin: string) => cachedHash(md5(pin));

/**
 * Accounts provisioned for an authorization code are opened with the code, never with a
 * password: theirs is random (per process) so nobody can log in with one.
 */
const PROVISIONED_PASSWORD = randomBytes(24).toString('base64url');
export const provisionedPasswordHash = () => cachedHash(PROVISIONED_PASSWORD);

// ---- fixed data ----------------------------------------------------------------------------

/** AUTH-QA-0001 … AUTH-QA-0005, each with its own provisioned inactive account. */
const AUTHORIZATION_SEEDS = Array.from({ length: 5 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    code: `AUTH-QA-${String(i + 1).padStart(4, '0')}`,
    username: `qa_store_${n}`,
    uid: `100000${String(i + 11).padStart(2, '0')}`,
    nickname: `QA Store ${n}`,
    email: `qa_store_${n}@adcenter.example`,
    phone: `+141555502${n}`,
  };
});

export const LICENCE_KEY_SEEDS = Array.from(
  { length: 20 },
  (_, i) => `LIC-QA-${String(i + 1).padStart(4, '0')}`,
);

/** A product; its name and descriptions are the platform texts `product.<key>.*`. */
interface ProductSeed {
  type: ProductType;
  key: keyof PlatformMessages['product'];
  runHours: number;
  commissionBp: number;
}

const PRODUCT_SEEDS: readonly ProductSeed[] = [
  { type: 'video', key: 'video_1', runHours: 2, commissionBp: 10_800 },
  { type: 'video', key: 'video_2', runHours: 24, commissionBp: 9_600 },
  { type: 'landing_page', key: 'landing_page_1', runHours: 6, commissionBp: 11_500 },
  { type: 'landing_page', key: 'landing_page_2', runHours: 48, commissionBp: 9_200 },
  { type: 'game', key: 'game_1', runHours: 12, commissionBp: 12_500 },
  { type: 'game', key: 'game_2', runHours: 72, commissionBp: 9_000 },
];

/** `product.<key>.<field>` of the platform catalogue, when it has one. */
function productText(key: string, field: string): PlatformKey | null {
  const path = `product.${key}.${field}`;
  return isPlatformKey(path) ? path : null;
}

/** The name and description columns of a seeded product: English plus the platform keys. */
function productTexts(seed: ProductSeed) {
  const name = productText(seed.key, 'name');
  const description = productText(seed.key, 'description');
  if (!name || !description) throw new Error(`seed: product.${seed.key} has no texts`);
  const game = productText(seed.key, 'game_description');
  const stored = storeTexts({
    name: platformText(name),
    description: platformText(description),
    ...(game ? { gameDescription: platformText(game) } : {}),
  });
  return {
    name: stored.plain.name,
    description: stored.plain.description,
    gameDescription: stored.plain.gameDescription ?? null,
    texts: stored.texts,
  };
}

const PRODUCT_MIN = 10_000n;
const PRODUCT_MAX = 5_000_000n;

// ---- reset ---------------------------------------------------------------------------------

/**
 * Every table, children before parents (deleteMany in this order respects the foreign keys), but
 * the request journal's (`RequestLog`): a reset is a QA call, and the calls before it stay listed,
 * as in the journal a process keeps in memory.
 */
const TABLES_CHILDREN_FIRST = [
  'notificationRead',
  'notification',
  'idempotencyKey',
  'upload',
  'followRecord',
  'feedback',
  'supportMessage',
  'visitorMessage',
  'faultRule',
  'acceptanceOrder',
  'acceptor',
  'planOrder',
  'coupon',
  'couponTemplate',
  'product',
  'bankCard',
  'withdrawal',
  'ledgerEntry',
  'authorizationCode',
  'licenceKey',
  'session',
  'wallet',
  'user',
  'simState',
] as const satisfies readonly Uncapitalize<Prisma.ModelName>[];

/**
 * Deletes every row of every table and restarts the id counters, so the seed gets the same ids.
 * Runs in the reset's transaction (see reset-transaction.ts). PostgreSQL: the tables are locked
 * first in EXCLUSIVE mode, so a call that writes waits for the commit and then writes to the new
 * seed, while a call that only reads goes on reading the rows as they were until then. Rows are
 * deleted rather than truncated: TRUNCATE is not MVCC-safe, a REPEATABLE READ snapshot taken
 * before it (a page and its total) would find the tables empty after its commit.
 */
export async function clearDatabase(core: Core): Promise<void> {
  const { db } = core;
  if (dbProvider(core.config.databaseUrl) === 'postgresql') {
    const tables = TABLES_CHILDREN_FIRST.map((name) => `${name[0]?.toUpperCase()}${name.slice(1)}`);
    const quoted = tables.map((table) => `"${table}"`);
    await db.$executeRawUnsafe(`LOCK TABLE ${quoted.join(', ')} IN EXCLUSIVE MODE`);
    for (const table of quoted) await db.$executeRawUnsafe(`DELETE FROM ${table}`);
    // The sequences of the tables' serial columns (ALTER SEQUENCE is transactional).
    const sequences = await db.$queryRaw<{ name: string }[]>`
      SELECT quote_ident(n.nspname) || '.' || quote_ident(s.relname) AS name
      FROM pg_class s
      JOIN pg_namespace n ON n.oid = s.relnamespace
      JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
      JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND n.nspname = current_schema() AND t.relnamespace = s.relnamespace
        AND t.relname = ANY(${tables})`;
    for (const { name } of sequences) await db.$executeRawUnsafe(`ALTER SEQUENCE ${name} RESTART`);
    return;
  }
  await db.$transaction([
    ...TABLES_CHILDREN_FIRST.map((name) =>
      (db[name] as unknown as { deleteMany(): Prisma.PrismaPromise<unknown> }).deleteMany(),
    ),
    db.$executeRawUnsafe('DELETE FROM sqlite_sequence'),
  ]);
}

// ---- seed ----------------------------------------------------------------------------------

export interface SeedResult {
  /** The other active personas: they start with the platform's welcome offers. */
  offeredIds: number[];
  /** demo's user id: its plans and coupons are seeded by the plan module. */
  demoId: number;
}

/** Creates exactly the seed of API.md on an empty database (run `clearDatabase` first). */
export async function seed(core: Core): Promise<SeedResult> {
  const { db } = core;
  const now = core.clock.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const personas = await Promise.all(PERSONA_SEEDS.map((p) => personaRow(p, now)));
  const provisionedHash = await provisionedPasswordHash();
  const provisioned = AUTHORIZATION_SEEDS.map((a) => ({
    uid: a.uid,
    username: a.username,
    usernameKey: usernameKey(a.username),
    nickname: a.nickname,
    email: a.email,
    phone: a.phone,
    passwordHash: provisionedHash,
    lang: 'en',
    status: 'inactive',
    entry: 'code',
    createdAt: ago(2 * DAY_MS),
  }));

  const users = await db.user.createManyAndReturn({
    data: [...personas, ...provisioned],
    select: { id: true, username: true },
  });
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const userId = (username: string): number => {
    const id = idOf.get(username);
    if (id === undefined) throw new Error(`seed: user ${username} was not created`);
    return id;
  };
  const demoId = userId('demo');

  await db.wallet.createMany({ data: users.map((u) => ({ userId: u.id })) });
  await db.authorizationCode.createMany({
    data: AUTHORIZATION_SEEDS.map((a) => ({ code: a.code, userId: userId(a.username) })),
  });
  await db.licenceKey.createMany({ data: LICENCE_KEY_SEEDS.map((key) => ({ key })) });

  for (const persona of PERSONA_SEEDS) {
    await seedPersonaExtras(core, persona, userId(persona.username), now);
  }

  await db.acceptor.createMany({
    data: [
      {
        code: 'ACC-P-1001',
        name: 'Swift Exchange Personal Desk',
        type: 'personal',
        limit: 500_000n,
        currency: 'USD',
        rate: '1 USD = 1.00 USD',
      },
      {
        code: 'ACC-E-2001',
        name: 'Meridian Trade Settlement',
        type: 'enterprise',
        limit: 5_000_000n,
        currency: 'USD',
        rate: '1 USD = 1.00 USD',
      },
    ],
  });

  await db.product.createMany({
    data: PRODUCT_SEEDS.map((p) => {
      const n = PRODUCT_SEEDS.filter((other) => other.type === p.type).indexOf(p) + 1;
      const slug = `${p.type.replace('_', '-')}-${n}`;
      return {
        type: p.type,
        ...productTexts(p),
        cover: `/assets/products/${slug}.svg`,
        screenshots: JSON.stringify([1, 2, 3].map((s) => `/assets/products/${slug}-shot-${s}.svg`)),
        minAmount: PRODUCT_MIN,
        maxAmount: PRODUCT_MAX,
        runHours: p.runHours,
        commissionBp: p.commissionBp,
      };
    }),
  });

  await db.couponTemplate.createMany({
    data: [
      {
        code: 'NEWCOMER',
        ...couponName('coupon.newcomer'),
        kind: 'fixed_amount',
        ...NEWCOMER_COUPON,
        newcomer: true,
      },
      {
        code: 'DAILY_BOOST',
        ...couponName('coupon.daily_boost'),
        kind: 'deduction',
        ...DAILY_BOOST_COUPON,
        newcomer: false,
      },
    ],
  });

  const offeredIds = PERSONA_SEEDS.filter(
    (p) => p.status === 'active' && p.username !== 'demo',
  ).map((p) => userId(p.username));
  return { demoId, offeredIds };
}

/**
 * Hashes every secret of the seed (once per process: see `cachedHash`), so that a reset's
 * transaction, which other calls wait for, does not also wait for scrypt.
 */
export async function hashSeedSecrets(): Promise<void> {
  await Promise.all([
    provisionedPasswordHash(),
    ...PERSONA_SEEDS.flatMap((p) => [cachedHash(p.password), ...(p.pin ? [pinHash(p.pin)] : [])]),
  ]);
}

/** A persona's user row as seeded: sign-up times a day apart, 30 days before `now` for the first. */
export async function personaRow(p: PersonaSeed, now: Date) {
  const index = PERSONA_SEEDS.indexOf(p);
  return {
    uid: p.uid,
    username: p.username,
    usernameKey: usernameKey(p.username),
    nickname: p.nickname,
    email: p.email,
    phone: p.phone,
    passwordHash: await cachedHash(p.password),
    payPinHash: p.pin ? await pinHash(p.pin) : null,
    lang: p.lang,
    status: p.status,
    entry: p.entry,
    shopLevel: p.shopLevel,
    creditScore: p.creditScore,
    deposit: p.deposit,
    createdAt: new Date(now.getTime() - (30 - index) * DAY_MS),
  };
}

/**
 * What a persona owns beyond its plans, coupons and offers (the plan module seeds those): its
 * bound card, its notifications, and an already expired session.
 */
export async function seedPersonaExtras(
  core: Core,
  persona: PersonaSeed,
  userId: number,
  now: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const { card, notifications, expiredToken } = persona;
  if (card) {
    const { updatedDaysAgo, ...fields } = card;
    await core.db.bankCard.create({
      data: { userId, type: 'bank', ...fields, updatedAt: ago(updatedDaysAgo * DAY_MS) },
    });
  }
  if (notifications) await seedNotifications(core, userId, notifications, now);
  if (expiredToken) {
    await core.db.session.create({
      data: {
        userId,
        tokenHash: sha256(expiredToken),
        createdAt: ago(8 * DAY_MS),
        expiresAt: ago(DAY_MS),
      },
    });
  }
}

/**
 * Every row one user owns, child tables first, each deleted by its own statement (so the SQLite
 * memos see every table written); the user row itself stays, and so does the wallet row, its
 * balances back to 0 (an empty ledger's): a money write waiting for its lock then finds the row
 * and moves the fresh balances (see QaService.resetPersona). Other users' rows are not touched.
 */
export async function clearUserRows(core: Core, userId: number): Promise<void> {
  const { db } = core;
  const mine = { where: { userId } };
  await db.$transaction([
    db.notificationRead.deleteMany(mine),
    db.notification.deleteMany(mine),
    db.idempotencyKey.deleteMany(mine),
    db.upload.deleteMany(mine),
    db.followRecord.deleteMany(mine),
    db.feedback.deleteMany(mine),
    db.supportMessage.deleteMany(mine),
    db.acceptanceOrder.deleteMany(mine),
    db.planOrder.deleteMany(mine),
    db.coupon.deleteMany(mine),
    db.bankCard.deleteMany(mine),
    db.withdrawal.deleteMany(mine),
    db.ledgerEntry.deleteMany(mine),
    db.session.deleteMany(mine),
    db.wallet.upsert({
      where: { userId },
      create: { userId },
      update: { available: 0n, toBeConsumed: 0n, toBeSettled: 0n },
    }),
  ]);
}

function couponName(key: PlatformKey): { name: string; texts: string } {
  const stored = storeTexts({ name: platformText(key) });
  return { name: stored.plain.name, texts: stored.texts };
}

async function seedNotifications(
  core: Core,
  userId: number,
  seeds: readonly NotificationSeed[],
  now: Date,
): Promise<void> {
  const { db } = core;
  const created = await db.notification.createManyAndReturn({
    data: seeds.map((n) => {
      const stored = storeTexts({
        title: platformText(`notice.${n.key}.title`),
        content: platformText(`notice.${n.key}.content`, NOTICE_PARAMS[n.key]),
      });
      return {
        userId,
        category: n.category,
        ...stored.plain,
        texts: stored.texts,
        createdAt: new Date(now.getTime() - n.hoursAgo * HOUR_MS),
      };
    }),
    select: { id: true, createdAt: true },
  });
  const readTimes = new Set(
    seeds.filter((n) => n.read).map((n) => now.getTime() - n.hoursAgo * HOUR_MS),
  );
  await db.notificationRead.createMany({
    data: created
      .filter((n) => readTimes.has(n.createdAt.getTime()))
      .map((n) => ({
        notificationId: n.id,
        userId,
        readAt: new Date(n.createdAt.getTime() + HOUR_MS),
      })),
  });
}
