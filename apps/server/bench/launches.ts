/**
 * Launch throughput (`POST /api/plan/order/put`) and what a launch costs the server, independent
 * of the machine's load: `BENCH_LAUNCH_ROUNDS` rounds of `BENCH_LAUNCH_S` seconds, each launch
 * with a fresh Idempotency-Key (as the web client sends it), at `BENCH_CONNECTIONS` connections,
 * against the real app in its own process (bench/launch-target.ts). Per round: launches/s, p99,
 * the server process's CPU time per launch (all its threads: process.cpuUsage), the SQL
 * statements per launch (every statement its SQLite client ran), and how many of the user's plans
 * were already launched when the round began: every launch adds one, so a cost that grows with
 * the running plans shows as later rounds costing more.
 */
import autocannon from 'autocannon';
import { spawnTarget } from './bench-target';
import { randomUUID } from 'node:crypto';

const ROUNDS = Number(process.env.BENCH_LAUNCH_ROUNDS ?? 4);
const ROUND_S = Number(process.env.BENCH_LAUNCH_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Target {
  app: number;
  stats: number;
  token: string;
  planIds: [number, number];
}

interface Stats {
  cpuMicros: number;
  statements: number;
  launched: number;
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
  let nextPlan = target.planIds[0];
  const launch = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${target.app}/api/plan/order/put`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              'x-ct': target.token,
              'x-tz': 'Asia/Tokyo;GMT+09:00',
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ id: Math.min(nextPlan++, target.planIds[1]), amount: '100.00' }),
          }),
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
          // Less the counting statement of each reading from `before` on.
          `${((after.statements - before.statements - (after.reading - before.reading)) / launches).toFixed(2)} statements/launch`,
          result.non2xx + result.errors ? `errors ${result.non2xx + result.errors}` : '',
        ].join('  '),
      );
    }
  } finally {
    stop();
  }
  console.info(`\n${ROUND_S}s per round, ${CONNECTIONS} connections, Node ${process.version}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
