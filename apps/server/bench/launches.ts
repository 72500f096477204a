/**
 * Launch throughput (`POST /api/plan/order/put`) and what a launch costs the server, independent
 * of the machine's load: `BENCH_LAUNCH_ROUNDS` rounds of `BENCH_LAUNCH_S` seconds, each launch
 * with a fresh Idempotency-Key (as the web client sends it), at `BENCH_CONNECTIONS` connections,
 * against the real app in its own process (bench/launch-target.ts). Per round: launches/s, p99,
 * the server process's CPU time per launch (all its threads: process.cpuUsage; on PostgreSQL also
 * its backends' CPU time, read from /proc: PostgreSQL must run on this machine), the SQL
 * statements per launch (every statement its client ran; on PostgreSQL, `BENCH_DATABASE=postgres`,
 * with each BEGIN and COMMIT: its round trips), and how many of the user's plans
 * were already launched when the round began: every launch adds one, so a cost that grows with
 * the running plans shows as later rounds costing more.
 */
import autocannon from 'autocannon';
import { spawnTarget } from './bench-target';
import { randomUUID } from 'node:crypto';

const ROUNDS = Number(process.env.BENCH_LAUNCH_ROUNDS ?? 4);
const ROUND_S = Number(process.env.BENCH_LAUNCH_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** A user launching: its session token and the ids of its pending plans (first, last). */
export interface Launcher {
  token: string;
  planIds: [number, number];
}

interface Target {
  app: number;
  stats: number;
  launchers: Launcher[];
}

interface Stats {
  cpuMicros: number;
  /** PostgreSQL: its backends' CPU time (null on SQLite). */
  pgCpuMicros: number | null;
  statements: number;
  launched: number;
  /** The statements each reading runs itself. */
  readingStatements: number;
}

async function main(): Promise<void> {
  const { target, stop } = await spawnTarget<Target>('launch-target.ts');
  let readings = 0;
  /** The server's counters; `reading` numbers the readings (each runs one statement). */
  const stats = async (): Promise<Stats & { reading: number }> => {
    const response = await fetch(`http://127.0.0.1:${target.stats}/stats`);
    return { ...((await response.json()) as Stats), reading: readings++ };
  };
  /** The counters once no launch is in progress (two readings 100 ms apart agree). */
  const settled = async (): Promise<Stats & { reading: number }> => {
    for (let last = await stats(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await stats();
      if (now.launched === last.launched) return now;
      last = now;
    }
  };
  // Each launch by the next user in turn (BENCH_LAUNCH_USERS), on that user's next plan.
  const next = target.launchers.map((launcher) => launcher.planIds[0]);
  let turn = 0;
  const launch = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${target.app}/api/plan/order/put`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const i = turn++ % target.launchers.length;
            const { token, planIds } = target.launchers[i] as Launcher;
            const id = Math.min((next[i] = (next[i] ?? planIds[0]) + 1) - 1, planIds[1]);
            return {
              ...request,
              headers: {
                'x-ct': token,
                'x-tz': 'Asia/Tokyo;GMT+09:00',
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({ id, amount: '100.00' }),
            };
          },
        },
      ],
    });
  try {
    await launch(2); // warm-up (JIT, statement cache), not counted
    for (let round = 1; round <= ROUNDS; round++) {
      const before = await settled();
      const result = await launch(ROUND_S);
      // Launches still in the server when the round ended are counted once they are done.
      const after = await settled();
      const launches = after.launched - before.launched;
      const answered = result.requests.total - result.non2xx - result.errors;
      const p99 = (result.latency as unknown as Record<string, number>).p99 ?? result.latency.max;
      console.info(
        [
          `round ${round}`,
          `${String(before.launched).padStart(6)} launched before`,
          `${(answered / ROUND_S).toFixed(0).padStart(5)} launches/s`,
          `p99 ${String(p99).padStart(4)} ms`,
          `${((after.cpuMicros - before.cpuMicros) / launches).toFixed(0).padStart(5)} µs CPU/launch`,
          after.pgCpuMicros !== null && before.pgCpuMicros !== null
            ? `PostgreSQL ${((after.pgCpuMicros - before.pgCpuMicros) / launches).toFixed(0).padStart(5)} µs`
            : '',
          // Less the statements of each reading from `before` on.
          `${((after.statements - before.statements - (after.reading - before.reading) * after.readingStatements) / launches).toFixed(2)} statements/launch`,
          result.non2xx + result.errors ? `errors ${result.non2xx + result.errors}` : '',
        ].join('  '),
      );
    }
  } finally {
    stop();
  }
  console.info(
    `\n${ROUND_S}s per round, ${CONNECTIONS} connections, ${target.launchers.length} user(s), Node ${process.version}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
