/** Latencies per call, their percentiles, and the classes the goals are stated for. */
import os from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * read: GET-like calls; write: a non-money write (marking a notification read); money: launches
 * and coupon claims (the goal of < 150 ms p99); pin: calls that hash a password or a PIN with
 * scrypt on purpose (login, PIN check, withdrawal), reported but outside the goals.
 */
export type CallClass = 'read' | 'write' | 'money' | 'pin';

export const CLASS_OF: Record<string, CallClass> = {
  'POST /auth/v2/login': 'pin',
  'POST /check/password': 'pin',
  'POST /user/withdraw': 'pin',
  'POST /plan/order/put': 'money',
  'POST /plan/order/put (burst)': 'money',
  'POST /user_coupon/receive': 'money',
  'POST /user/notifications/read': 'write',
};

export const classOf = (name: string): CallClass => CLASS_OF[name] ?? 'read';

interface Series {
  times: number[];
  failures: Map<string, number>;
}

export interface Summary {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/**
 * How busy the machine and the load generator were while measuring: a latency counts from when
 * the generator sent a call to when its own event loop saw the answer, so a generator late by
 * tens of ms adds them to every figure of the run.
 */
export interface Conditions {
  /** The load generator's event-loop delay, p99, in ms. */
  generatorLagP99: number;
  /** Share of all cores' time spent busy (every process of the machine), 0–1. */
  machineBusy: number;
}

function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export class Recorder {
  private readonly series = new Map<string, Series>();
  private started = 0;
  private stopped = 0;
  private lag: IntervalHistogram | undefined;
  private cpuAtStart = cpuTimes();
  private cpuAtStop = cpuTimes();
  recording = false;

  start(): void {
    this.series.clear();
    this.lag?.disable();
    this.lag = monitorEventLoopDelay({ resolution: 10 });
    this.lag.enable();
    this.cpuAtStart = cpuTimes();
    this.started = performance.now();
    this.recording = true;
  }

  stop(): void {
    this.stopped = performance.now();
    this.cpuAtStop = cpuTimes();
    this.lag?.disable();
    this.recording = false;
  }

  /** The conditions of the last measured window (see `Conditions`). */
  conditions(): Conditions {
    const busy = this.cpuAtStop.busy - this.cpuAtStart.busy;
    const total = this.cpuAtStop.total - this.cpuAtStart.total;
    return {
      generatorLagP99: (this.lag?.percentile(99) ?? 0) / 1e6,
      machineBusy: total > 0 ? busy / total : 0,
    };
  }

  get seconds(): number {
    return ((this.recording ? performance.now() : this.stopped) - this.started) / 1000;
  }

  record(name: string, ms: number, failure: string): void {
    if (!this.recording) return;
    let series = this.series.get(name);
    if (!series) {
      series = { times: [], failures: new Map() };
      this.series.set(name, series);
    }
    series.times.push(ms);
    if (failure) series.failures.set(failure, (series.failures.get(failure) ?? 0) + 1);
  }

  /** One summary per call name, in the order first seen. */
  byCall(): Summary[] {
    return [...this.series].map(([name, s]) => this.summarize(name, s.times, sum(s.failures)));
  }

  /** One summary per class, over every call of it. */
  byClass(): Summary[] {
    const classes: CallClass[] = ['read', 'write', 'money', 'pin'];
    return classes
      .map((cls) => {
        const members = [...this.series].filter(([name]) => classOf(name) === cls);
        return this.summarize(
          cls,
          members.flatMap(([, s]) => s.times),
          members.reduce((n, [, s]) => n + sum(s.failures), 0),
        );
      })
      .filter((s) => s.count > 0);
  }

  /** The distinct failure messages with their counts, for the report. */
  failures(): string[] {
    return [...this.series].flatMap(([name, s]) =>
      [...s.failures].map(([message, n]) => `${name}: ${n} × ${message}`),
    );
  }

  private summarize(name: string, times: number[], failures: number): Summary {
    const sorted = Float64Array.from(times).sort();
    return {
      name,
      count: sorted.length,
      perSecond: sorted.length / Math.max(this.seconds, 1e-9),
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      failures,
    };
  }
}

function sum(failures: Map<string, number>): number {
  let n = 0;
  for (const count of failures.values()) n += count;
  return n;
}

/** Nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/** One table row: name, count, rate, p50, p99, failures. */
export function formatRow(s: Summary, width = 44): string {
  return [
    s.name.padEnd(width),
    String(s.count).padStart(7),
    `${s.perSecond.toFixed(1).padStart(8)}/s`,
    `p50 ${s.p50.toFixed(1).padStart(6)} ms`,
    `p99 ${s.p99.toFixed(1).padStart(6)} ms`,
    s.failures ? `failed ${s.failures}` : '',
  ].join('  ');
}

/** One line: the load generator's lag and the machine's load while measuring. */
export function formatConditions({ generatorLagP99, machineBusy }: Conditions): string {
  return `  load generator event-loop delay p99 ${generatorLagP99.toFixed(1)} ms; machine CPU busy ${Math.round(machineBusy * 100)} %`;
}
