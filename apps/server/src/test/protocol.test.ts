import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** Writes raw bytes to the server and collects everything it answers until it closes. */
function raw(
  port: number,
  bytes: string,
  options: { timeoutMs?: number } = {},
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(options.timeoutMs ?? 10_000, () => {
      socket.destroy();
      reject(new Error(`still open after ${options.timeoutMs ?? 10_000} ms: ${text}`));
    });
  });
}

const portOf = (server: TestServer) => Number(new URL(server.url).port);
const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const requestIdOf = (text: string) => /\r\nx-request-id: ([^\r]+)\r\n/i.exec(text)?.[1];
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('protocol errors get the envelope', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a path that climbs out of /uploads with HTTP 404', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      request(
        { port: portOf(server), host: '127.0.0.1', path: '/uploads/../package.json' },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      )
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ code: 400, msg: 'Not found', data: null });
  });

  it('answers headers that are too large with HTTP 431', async () => {
    const big = `GET /api/user/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`;
    const { text } = await raw(portOf(server), big);
    expect(statusOf(text)).toBe(431);
    expect(bodyOf(text)).toEqual({ code: 400, msg: 'Request headers too large', data: null });
    expect(requestIdOf(text)).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('answers a request Node cannot parse with HTTP 400', async () => {
    const { text } = await raw(portOf(server), 'GET /api/user/info HTTP/1.1\r\nBad Header\r\n\r\n');
    expect(statusOf(text)).toBe(400);
    expect(bodyOf(text)).toEqual({ code: 400, msg: 'Params error', data: null });
    // Each such answer has its own X-Request-Id, as every other answer does.
    const again = await raw(portOf(server), 'GET /api/user/info HTTP/1.1\r\nBad Header\r\n\r\n');
    expect(requestIdOf(again.text)).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(requestIdOf(again.text)).not.toBe(requestIdOf(text));
  });
});

describe('slow and greedy clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      timeouts: { requestMs: 1_000, headersMs: 1_000, checkEveryMs: 100 },
      maxConnectionsPerClient: 3,
    });
  });
  afterAll(() => server.close());

  it('answers a body that never finishes with HTTP 408 and closes the connection', async () => {
    const head =
      'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{"subject":';
    const { text, closedAfterMs } = await raw(portOf(server), head);
    expect(statusOf(text)).toBe(408);
    expect(bodyOf(text)).toEqual({ code: 400, msg: 'Request timed out', data: null });
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a connection that never sends its headers', async () => {
    const { text, closedAfterMs } = await raw(portOf(server), 'GET /api/user/info HTTP/1.1\r\n');
    expect([408, NaN]).toContain(statusOf(text));
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('keeps at most 3 connections open per client address', async () => {
    const open = (): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect(portOf(server), '127.0.0.1', () => resolve(socket));
      });
    const closed = (socket: Socket) =>
      new Promise<boolean>((resolve) => {
        socket.once('close', () => resolve(true));
        setTimeout(() => resolve(false), 500);
      });
    const held = await Promise.all([open(), open(), open()]);
    const fourth = await open();
    expect(await closed(fourth)).toBe(true);
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await open();
    expect(await closed(again)).toBe(false);
    for (const socket of [...held, again]) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Calls work as before.
    expect((await server.get('/basic_config')).code).toBe(200);
  });

  it('lets a client with a full pool of idle keep-alive connections open one more', async () => {
    const pool = new Agent({ keepAlive: true, maxSockets: 3 });
    const fetchConfig = (agent: Agent) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/api/basic_config`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const idleSockets = () => Object.values(pool.freeSockets).flat().length;
    expect(await Promise.all([fetchConfig(pool), fetchConfig(pool), fetchConfig(pool)])).toEqual([
      200, 200, 200,
    ]);
    expect(idleSockets()).toBe(3);
    const other = new Agent({ keepAlive: false });
    expect(await fetchConfig(other)).toBe(200);
    // The oldest idle connection made room for the new one; the pool reconnects as it needs.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(idleSockets()).toBe(2);
    expect(await fetchConfig(pool)).toBe(200);
    pool.destroy();
    other.destroy();
  });
});
