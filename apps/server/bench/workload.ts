/**
 * `npm run bench:workload`: the app's real call mix for many users at once (docs/performance.md, "The workload benchmark").
 *
 * For each data scale and each target (SQLite in one process, PostgreSQL in one process, two
 * processes over one PostgreSQL database), this process seeds a database (workload/seed.ts),
 * starts the real server (`src/main.ts`) in processes of its own, and plays BENCH_USERS virtual
 * users (workload/virtual-user.ts) over HTTP: a ramp during which they sign in, then
 * BENCH_DURATION seconds measured. Then a launch burst (workload/burst.ts). It prints per call
 * count, rate, p50 and p99, the same per class (reads, other writes, money writes, scrypt-bound
 * calls), and at the end one table comparable run to run, with the goals of issue 11.
 *
 * Environment: BENCH_TARGETS (sqlite,postgres,postgres2), BENCH_SCALES (10,100,1000),
 * BENCH_USERS (200), BENCH_DURATION (20 s), BENCH_RAMP (15 s), BENCH_THINK_MS (3000),
 * BENCH_BURST_DURATION (5 s), BENCH_BURST_CONNECTIONS (32), ADC_PG_URL (admin connection).
 */
import { rmSync } from 'node:fs';
import { launchBurst, type BurstResult } from './workload/burst';
import { Client } from './workload/client';
import { BASE_UNIT_USERS, seedWorkload, type SeedResult } from './workload/seed';
import { formatConditions, formatRow, Recorder, type Summary } from './workload/stats';
import {
  copyDatabase,
  newDatabase,
  startServers,
  TARGETS,
  workDir,
  type Database,
  type TargetName,
} from './workload/targets';
import { VirtualUser } from './workload/virtual-user';

const env = process.env;
const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const settings = {
  targets: list(env.BENCH_TARGETS, 'sqlite,postgres,postgres2').map(targetName),
  scales: list(env.BENCH_SCALES, '10,100,1000').map(Number),
  users: Number(env.BENCH_USERS ?? 200),
  durationS: Number(env.BENCH_DURATION ?? 20),
  rampS: Number(env.BENCH_RAMP ?? 15),
  thinkMs: Number(env.BENCH_THINK_MS ?? 3000),
  burstS: Number(env.BENCH_BURST_DURATION ?? 5),
  burstConnections: Number(env.BENCH_BURST_CONNECTIONS ?? 32),
};

/** Generous: a burst of 2,500 launches/s still finds an offer for each. */
const BURST_OFFERS_PER_USER = Math.ceil((2_500 * settings.burstS) / settings.burstConnections);
const VIRTUAL_USER_OFFERS = 10;
const POLL_MS = 30_000;
const SESSION_ACTIONS = 40;
const SIGN_IN_GRACE_MS = 60_000;
/** Reads take a few ms when they do not queue: a higher median means the server is saturated. */
const SATURATED_READ_P50_MS = 50;

interface RunResult {
  target: TargetName;
  scale: number;
  seed: SeedResult;
  classes: Summary[];
  totalPerSecond: number;
  burst: BurstResult;
  burstP99: number;
  /** Calls that failed (an error answer, or none within the client's timeout). */
  failures: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function targetName(value: string): TargetName {
  if (value in TARGETS) return value as TargetName;
  throw new Error(`BENCH_TARGETS: unknown target ${value} (${Object.keys(TARGETS).join(', ')})`);
}

async function seedTemplate(
  pg: boolean,
  scale: number,
): Promise<{ db: Database; seed: SeedResult }> {
  const database = await newDatabase(pg, `tpl_${scale}`);
  try {
    const seed = await seedWorkload(database.url, {
      scale,
      virtualUsers: settings.users,
      burstUsers: settings.burstConnections,
      virtualUserOffers: VIRTUAL_USER_OFFERS,
      burstUserOffers: BURST_OFFERS_PER_USER,
    });
    return { db: database, seed };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function runOnce(
  target: TargetName,
  scale: number,
  template: Database,
  seed: SeedResult,
): Promise<RunResult> {
  const { pg, instances, label } = TARGETS[target];
  const database = await copyDatabase(template, pg, `${target}_${scale}`);
  const servers = await startServers(database.url, instances);
  const recorder = new Recorder();
  const client = new Client(servers.bases, recorder);
  try {
    console.info(`\n== ${label}, data ${scale}× (${describeTotals(seed)}) ==`);
    // Sign-ins are spread over the ramp; measuring starts once every user is in (scrypt makes a
    // sign-in storm CPU-bound) and lasts BENCH_DURATION seconds.
    const rampMs = settings.rampS * 1000;
    const end = { at: Infinity };
    let signedIn = 0;
    let everyoneIn: () => void = () => undefined;
    const allIn = new Promise<void>((resolve) => (everyoneIn = resolve));
    const users = seed.virtualUsers.map(
      (user) =>
        new VirtualUser(client, user.username, {
          ...seed.credentials,
          thinkMs: settings.thinkMs,
          pollMs: POLL_MS,
          sessionActions: SESSION_ACTIONS,
        }),
    );
    const running = users.map((user, i) =>
      user.run((rampMs * i) / users.length, end, () => {
        if (++signedIn === users.length) everyoneIn();
      }),
    );
    const started = Date.now();
    const progress = setInterval(
      () => console.info(`  signed in ${signedIn}/${users.length}`),
      5_000,
    );
    // Past ramp + SIGN_IN_GRACE_MS, measuring starts with whoever is in (the count is printed).
    const grace = sleep(rampMs + SIGN_IN_GRACE_MS);
    try {
      await Promise.race([allIn, Promise.all(running), grace]);
      if (signedIn < users.length) console.info(`  measuring with ${signedIn} signed in`);
    } finally {
      clearInterval(progress);
    }
    await sleep(Math.max(0, rampMs - (Date.now() - started)));
    recorder.start();
    end.at = Date.now() + settings.durationS * 1000;
    await Promise.all(running);
    recorder.stop();
    const calls = recorder.byCall();
    const classes = recorder.byClass();
    printTable(`${settings.users} virtual users, ${settings.durationS} s measured`, calls, classes);
    console.info(formatConditions(recorder.conditions()));
    for (const failure of recorder.failures().slice(0, 10)) console.info(`  failed: ${failure}`);
    const totalPerSecond = calls.reduce((n, s) => n + s.perSecond, 0);

    const burst = await launchBurst(
      client,
      recorder,
      seed.burstUsers,
      seed.credentials.password,
      settings.burstS,
    );
    const burstCalls = recorder.byCall().filter((s) => s.name.includes('(burst)'));
    for (const row of burstCalls) console.info(formatRow(row));
    for (const failure of recorder.failures().slice(0, 5)) console.info(`  failed: ${failure}`);
    console.info(
      `launch burst, ${settings.burstConnections} connections: ${burst.perSecond.toFixed(0)}/s` +
        ` (first half ${burst.firstHalfPerSecond.toFixed(0)}/s, second half ${burst.secondHalfPerSecond.toFixed(0)}/s)`,
    );
    return {
      target,
      scale,
      seed,
      classes,
      totalPerSecond,
      burst,
      burstP99: burstCalls[0]?.p99 ?? 0,
      failures: classes.reduce((n, c) => n + c.failures, 0) + (burstCalls[0]?.failures ?? 0),
    };
  } finally {
    client.close();
    await servers.stop();
    await database.drop();
  }
}

function describeTotals(seed: SeedResult): string {
  const t = seed.totals;
  return `${t.users} users, ${t.plans} plans, ${t.flows} flows, ${t.notifications} notifications; seeded in ${seed.seconds.toFixed(0)} s`;
}

function printTable(title: string, calls: Summary[], classes: Summary[]): void {
  console.info(`${title}\n${'call'.padEnd(44)}  ${'count'.padStart(7)}  ${'rate'.padStart(10)}`);
  for (const row of calls) console.info(formatRow(row));
  for (const row of classes) console.info(formatRow({ ...row, name: `[${row.name}]` }));
}

const p99Of = (run: RunResult, cls: string) => run.classes.find((c) => c.name === cls)?.p99 ?? NaN;
const p50Of = (run: RunResult, cls: string) => run.classes.find((c) => c.name === cls)?.p50;
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(5);

function printSummary(runs: RunResult[]): void {
  console.info(
    `\nSummary: ${settings.users} virtual users, think ${settings.thinkMs} ms, ${settings.durationS} s measured;` +
      ` 1× = ${BASE_UNIT_USERS} users; p99 in ms; burst = launches/s at ${settings.burstConnections} connections`,
  );
  console.info(
    'target                     data   req/s  read  write  money  pin(scrypt)  burst/s (1st→2nd half)  burst p99  failed',
  );
  for (const run of runs) {
    console.info(
      [
        TARGETS[run.target].label.padEnd(25),
        `${run.scale}×`.padStart(5),
        run.totalPerSecond.toFixed(0).padStart(7),
        ms(p99Of(run, 'read')),
        ms(p99Of(run, 'write')).padStart(6),
        ms(p99Of(run, 'money')).padStart(6),
        ms(p99Of(run, 'pin')).padStart(12),
        `${run.burst.perSecond.toFixed(0).padStart(8)} (${run.burst.firstHalfPerSecond.toFixed(0)}→${run.burst.secondHalfPerSecond.toFixed(0)})`.padEnd(
          24,
        ),
        ms(run.burstP99).padStart(9),
        String(run.failures).padStart(7),
      ].join(' '),
    );
  }
  printGoals(runs);
}

/** The goals of issue 11, checked against the runs that were made. */
function printGoals(runs: RunResult[]): void {
  console.info('\nGoals (issue 11):');
  for (const target of settings.targets) {
    const mine = runs.filter((r) => r.target === target).sort((a, b) => a.scale - b.scale);
    const smallest = mine[0];
    const largest = mine[mine.length - 1];
    if (!smallest || !largest) continue;
    const label = TARGETS[target].label;
    // NaN (no such call measured) is neither met nor missed.
    const verdict = (ok: boolean, value = 0) =>
      Number.isNaN(value) ? 'not measured' : ok ? 'met' : 'NOT met';
    for (const run of mine) {
      const read = p99Of(run, 'read');
      const money = p99Of(run, 'money');
      console.info(
        `  ${label} ${run.scale}×: read p99 ${read.toFixed(0)} ms < 50: ${verdict(read < 50, read)};` +
          ` money p99 ${money.toFixed(0)} ms < 150: ${verdict(money < 150, money)};` +
          ` launches ${run.burst.perSecond.toFixed(0)}/s ≥ 1000: ${verdict(run.burst.perSecond >= 1000)}`,
      );
    }
    // A run with failed calls (its p99 may be a client timeout) or a saturated server (reads
    // queue: p50 above SATURATED_READ_P50_MS) says nothing about the data's cost.
    const comparable = (run: RunResult) =>
      run.failures === 0 && (p50Of(run, 'read') ?? Infinity) <= SATURATED_READ_P50_MS;
    if (largest !== smallest && !(comparable(smallest) && comparable(largest))) {
      console.info(`  ${label} p99 growth: not comparable (failed calls, or reads queued)`);
    } else if (largest !== smallest) {
      for (const cls of ['read', 'money']) {
        const growth = p99Of(largest, cls) / p99Of(smallest, cls);
        console.info(
          `  ${label} ${cls} p99 ${smallest.scale}× → ${largest.scale}×: ×${growth.toFixed(2)} < 2: ${verdict(growth < 2, growth)}`,
        );
      }
    }
  }
}

async function main(): Promise<void> {
  const runs: RunResult[] = [];
  try {
    for (const scale of settings.scales) {
      for (const pg of [false, true]) {
        const targets = settings.targets.filter((t) => TARGETS[t].pg === pg);
        if (targets.length === 0) continue;
        const template = await seedTemplate(pg, scale);
        try {
          for (const target of targets)
            runs.push(await runOnce(target, scale, template.db, template.seed));
        } finally {
          await template.db.drop();
        }
      }
    }
  } finally {
    printSummary(runs);
    rmSync(workDir, { recursive: true, force: true });
  }
  console.info(`\nNode ${process.version}, ${new Date().toISOString()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
