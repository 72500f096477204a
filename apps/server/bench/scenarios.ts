/**
 * Scenario creation times (`/api/__qa/scenario`, API.md "Isolation"): each scenario created a few
 * times over HTTP, one at a time; printed with the time left once its slow password hashes
 * (scrypt: registration, PIN setting and PIN checks, measured here) are taken out. The target is
 * < 200 ms per scenario on SQLite without them, judged on the median; the fastest run is printed
 * too (on a shared machine it is the one least slowed by other work).
 */
import { QA_SCENARIOS } from '@adc/contract';
import { performance } from 'node:perf_hooks';
import { hashSecret } from '../src/lib/crypto';
import { scenarioNamed } from '../src/modules/qa/scenarios';
import { slowHashesOf } from '../src/modules/qa/scenarios/dsl';

const RUNS = Number(process.env.BENCH_SCENARIO_RUNS ?? 3);
const TARGET_MS = 200;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** One scrypt hash, as the server computes it (median of a few). */
async function hashMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await timed(() => hashSecret('bench-password')));
  return median(times);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function createScenario(base: string, qaKey: string, name: string): Promise<void> {
  const res = await fetch(`${base}/api/__qa/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qa-key': qaKey },
    body: JSON.stringify({ name }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`scenario ${name}: ${body.code} ${body.msg}`);
}

/** Prints one line per scenario: median creation time, slow hashes, time without them. */
export async function measureScenarios(base: string, qaKey = 'qa-local'): Promise<string[]> {
  const hash = await hashMs();
  const rows: string[] = [];
  for (const name of QA_SCENARIOS) {
    await createScenario(base, qaKey, name); // warm-up, discarded
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timed(() => createScenario(base, qaKey, name)));
    const total = median(times);
    const hashes = slowHashesOf(scenarioNamed(name).steps);
    const withoutHashes = Math.max(0, total - hashes * hash);
    const fastest = Math.max(0, Math.min(...times) - hashes * hash);
    rows.push(
      [
        `scenario ${name}`.padEnd(52),
        `${total.toFixed(0).padStart(5)} ms`,
        `${hashes} hash${hashes === 1 ? '' : 'es'} × ${hash.toFixed(0)} ms`,
        `≈ ${withoutHashes.toFixed(0).padStart(4)} ms without them`,
        `(fastest ${fastest.toFixed(0).padStart(4)} ms)`,
        withoutHashes < TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`,
      ].join('  '),
    );
    console.info(rows[rows.length - 1]);
  }
  return rows;
}
