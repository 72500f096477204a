/**
 * The load generator's HTTP side: keep-alive connections, requests spread over the server
 * processes in turn (as a round-robin load balancer would), and the latency of every call from
 * the first byte written to the last byte of the answer read.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Recorder } from './stats';

/** A call without an answer by then fails (and is recorded as failed). */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
}

export class Client {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  private turn = 0;

  constructor(
    private readonly bases: string[],
    private readonly recorder: Recorder,
  ) {}

  /** One API call, recorded under `name`; the envelope, or null on a transport failure. */
  async call(
    name: string,
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<Envelope | null> {
    const base = this.bases[this.turn++ % this.bases.length] ?? '';
    const started = performance.now();
    try {
      const { status, text } = await this.send(method, `${base}/api${path}`, options);
      const ms = performance.now() - started;
      const envelope = JSON.parse(text) as Envelope;
      const failure = status !== 200 ? `HTTP ${status}` : envelope.code !== 200 ? envelope.msg : '';
      this.recorder.record(name, ms, failure);
      return envelope;
    } catch (error) {
      this.recorder.record(name, performance.now() - started, String(error));
      return null;
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private send(
    method: string,
    url: string,
    options: CallOptions,
  ): Promise<{ status: number; text: string }> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {
      'x-tz': 'Asia/Tokyo;GMT+09:00',
      'accept-language': 'en',
    };
    if (options.token) headers['x-ct'] = options.token;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      request.end(payload);
    });
  }
}
