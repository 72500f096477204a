/**
 * `npm run bench`: requests/s and p99 latency of the hot calls, each beside a bare Fastify route
 * measured in the same run, as a ratio. Figures are comparable run to run on the same machine.
 */
import autocannon from 'autocannon';
import { spawnTarget } from './bench-target';
import { measureScenarios } from './scenarios';
import { measureToolkitCost } from './toolkit-cost';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

interface Target {
  app: number;
  appWithoutQa: number;
  appWithoutQaControl: number;
  bare: number;
  token: string;
  planIds: [number, number];
}

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);

async function measure(options: autocannon.Options, connections = CONNECTIONS): Promise<Figures> {
  const result = await autocannon({ duration: DURATION_S, connections, ...options });
  const p99 = (result.latency as unknown as Record<string, number>).p99 ?? result.latency.max;
  return { rps: result.requests.average, p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const { target, stop } = await spawnTarget<Target>('servers.ts');
  const base = `http://127.0.0.1:${target.app}`;
  const baseWithoutQa = `http://127.0.0.1:${target.appWithoutQa}`;
  const headers = {
    'x-ct': target.token,
    'x-tz': 'Asia/Tokyo;GMT+09:00',
    'content-type': 'application/json',
  };
  let nextPlan = target.planIds[0];

  const cases: Array<{ name: string; options: autocannon.Options }> = [
    { name: 'GET  /api/user/info', options: { url: `${base}/api/user/info`, headers } },
    { name: 'GET  /api/user/property', options: { url: `${base}/api/user/property`, headers } },
    {
      name: 'GET  /api/ad/order/data_statistics/list (100k flows)',
      options: { url: `${base}/api/ad/order/data_statistics/list?type=3`, headers },
    },
    {
      name: 'POST /api/plan/order/put',
      options: {
        url: `${base}/api/plan/order/put`,
        method: 'POST',
        headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                id: Math.min(nextPlan++, target.planIds[1]),
                amount: '100.00',
              }),
            }),
          },
        ],
      },
    },
  ];

  const rows: string[] = [];
  // BENCH_ONLY=scenarios (or toolkit) measures only the scenario creation times (or the toolkit).
  const only = process.env.BENCH_ONLY;
  try {
    if (!only || only === 'toolkit') {
      // First, while demo has no running plans: the launches below leave thousands, whose syncs
      // would weigh on every read measured after them.
      console.info('The toolkit with no fault rule: the same read, QA surface on and off');
      rows.push(
        ...(await measureToolkitCost(
          {
            on: base,
            off: baseWithoutQa,
            control:
              process.env.BENCH_QA_CONTROL === '0'
                ? undefined
                : `http://127.0.0.1:${target.appWithoutQaControl}`,
            cpuUrl: `http://127.0.0.1:${target.bare}/cpu`,
          },
          (
            process.env.BENCH_QA_PATHS ??
            '/api/user/info,/api/user/property,/api/ad/order/data_statistics/list?type=3'
          ).split(','),
          headers,
          CONNECTIONS,
        )),
      );
    }
    for (const { name, options } of only ? [] : cases) {
      // Warm both targets up (JIT, caches) before measuring; the warm-up figures are discarded.
      await autocannon({
        duration: WARMUP_S,
        connections: CONNECTIONS,
        url: `http://127.0.0.1:${target.bare}/bare`,
      });
      if (options.method !== 'POST')
        await autocannon({ duration: WARMUP_S, connections: CONNECTIONS, ...options });
      const bare = await measure({ url: `http://127.0.0.1:${target.bare}/bare` });
      const app = await measure(options);
      // Latency without queueing: one connection, one request at a time.
      const single = await measure(options, 1);
      rows.push(
        [
          name.padEnd(52),
          `${app.rps.toFixed(0).padStart(6)} req/s`,
          `p99 ${String(app.p99).padStart(4)} ms`,
          `bare ${bare.rps.toFixed(0).padStart(6)} req/s`,
          `ratio ${(app.rps / bare.rps).toFixed(2)}`,
          `p99 at 1 conn ${String(single.p99).padStart(3)} ms`,
          app.errors + single.errors ? `errors ${app.errors + single.errors}` : '',
        ].join('  '),
      );
      console.info(rows[rows.length - 1]);
    }
    if (!only || only === 'scenarios') rows.push(...(await measureScenarios(base)));
  } finally {
    stop();
  }
  console.info(
    `\n${DURATION_S}s per measurement, ${CONNECTIONS} connections (and 1 for the last column), Node ${process.version}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
