/**
 * What the frontend toolkit (QA surface on, no fault rule) costs a read: the same call on the same
 * process and database with the QA surface on and off, in alternating rounds (on/off, then off/on,
 * so neither side always runs warmer), each round giving requests/s and the server's CPU time per
 * request. Rounds are paired (on and off run back to back, under the same conditions): if the
 * toolkit cost nothing, the QA-on side would use more CPU in about half of them by chance. The cost
 * is called measurable when it does so in too many rounds for chance (a one-sided sign test,
 * p < 0.05: 10 or more of 12). An A/A control row per path (a second app without the QA surface
 * against the first) shows what the same procedure reports when nothing differs;
 * `BENCH_QA_CONTROL=0` leaves it out.
 */
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.BENCH_QA_ROUNDS ?? 12);
const ROUND_S = Number(process.env.BENCH_QA_ROUND_S ?? 2);

interface Round {
  rps: number;
  cpuMicrosPerRequest: number;
}

export interface ToolkitCostTarget {
  /** Base URLs of the app with the QA surface on and off. */
  on: string;
  off: string;
  /** A second app without the QA surface, for the A/A control rows (none: no control). */
  control?: string;
  /** Answers `{ micros }`: the CPU time the server process has used. */
  cpuUrl: string;
}

async function cpuMicros(url: string): Promise<number> {
  const response = await fetch(url);
  return ((await response.json()) as { micros: number }).micros;
}

async function round(
  url: string,
  cpuUrl: string,
  headers: Record<string, string>,
  connections: number,
): Promise<Round> {
  const before = await cpuMicros(cpuUrl);
  const result = await autocannon({ url, headers, connections, duration: ROUND_S });
  const used = (await cpuMicros(cpuUrl)) - before;
  return { rps: result.requests.average, cpuMicrosPerRequest: used / result.requests.total };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/** P(at least `k` of `n` fair coin flips come up heads): how likely `k` costlier rounds are by chance. */
function signTestP(k: number, n: number): number {
  let sum = 0;
  let ways = 1; // n choose i, from i = 0
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += ways;
    ways = (ways * (n - i)) / (i + 1);
  }
  return sum / 2 ** n;
}

interface Side {
  label: string;
  base: string;
}

/** Paired alternating rounds of `a` against `b` on one path: one printed row. */
async function comparePaired(
  a: Side,
  b: Side,
  path: string,
  cpuUrl: string,
  headers: Record<string, string>,
  connections: number,
): Promise<string> {
  const first: Round[] = [];
  const second: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? ([a, b] as const) : ([b, a] as const);
    for (const side of order) {
      const result = await round(`${side.base}${path}`, cpuUrl, headers, connections);
      (side === a ? first : second).push(result);
    }
  }
  const cpuA = median(first.map((r) => r.cpuMicrosPerRequest));
  const cpuB = median(second.map((r) => r.cpuMicrosPerRequest));
  const costlier = first.filter(
    (r, i) => r.cpuMicrosPerRequest > second[i]!.cpuMicrosPerRequest,
  ).length;
  const p = signTestP(costlier, ROUNDS);
  const side = (label: string, rounds: Round[], cpu: number) =>
    `${label} ${median(rounds.map((r) => r.rps))
      .toFixed(0)
      .padStart(6)} req/s ${cpu.toFixed(1).padStart(6)} µs CPU/req`;
  return [
    `GET  ${path}`.padEnd(52),
    side(a.label, first, cpuA),
    side(b.label, second, cpuB),
    `gap ${(((cpuA - cpuB) / cpuB) * 100).toFixed(1).padStart(5)} %`,
    `${a.label} costlier in ${costlier}/${ROUNDS} rounds (p ${p.toFixed(2)})`,
    p < 0.05 ? 'MEASURABLE' : 'not measurable',
  ].join('  ');
}

/**
 * One row per path: medians with the QA surface on and off, their gap, and the rounds' sign test.
 * With `target.control` (a second app without the QA surface), each path also gets an A/A row, off
 * against off: what the same procedure reports when nothing differs.
 */
export async function measureToolkitCost(
  target: ToolkitCostTarget,
  paths: string[],
  headers: Record<string, string>,
  connections: number,
): Promise<string[]> {
  const rows: string[] = [];
  const on = { label: 'QA on', base: target.on };
  const off = { label: 'QA off', base: target.off };
  for (const path of paths) {
    const pairs: Array<[Side, Side]> = [[on, off]];
    if (target.control) pairs.push([{ label: 'A/A off', base: target.control }, off]);
    for (const [a, b] of pairs) {
      rows.push(await comparePaired(a, b, path, target.cpuUrl, headers, connections));
      console.info(rows[rows.length - 1]);
    }
  }
  return rows;
}
