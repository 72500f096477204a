import { readOpenApiDocument } from '@adc/contract/openapi';
import { OpenApiValidator } from '@adc/contract/openapi/validator';
import { createDb, type Db } from '@adc/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { copyTemplateDatabase, type TestDatabase } from './test-database';

// A test of SQLite-only behaviour: `it.skipIf(onPostgres)(…)` under a one-line comment saying why.
export { onPostgres } from './test-database';

export const QA_KEY = 'qa-local';

/** Seeded personas of API.md: username → password. */
export const PERSONAS = {
  demo: 'demo1234',
  newbie: 'newbie1234',
  operator: 'operator1234',
  hybrid: 'hybrid1234',
  inactive: 'inactive1234',
  disabled: 'disabled1234',
  cancelled: 'cancelled1234',
} as const;
export type Persona = keyof typeof PERSONAS;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  http: supertest.Agent;
  /** POST (JSON body) or GET (query string) a call and return the envelope; asserts nothing. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: CallOptions,
  ): Promise<Envelope<T> & { status: number }>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<CallOptions, 'body'>,
  ): Promise<Envelope<T> & { status: number }>;
  get<T = unknown>(
    path: string,
    query?: Record<string, string | number>,
    options?: Omit<CallOptions, 'query'>,
  ): Promise<Envelope<T> & { status: number }>;
  /** A QA call with the key. */
  qa<T = unknown>(path: string, body?: unknown): Promise<Envelope<T> & { status: number }>;
  /** Logs a persona (or any username/password) in and returns the token. */
  login(username: Persona | string, password?: string): Promise<string>;
  close(): Promise<void>;
}

let validator: OpenApiValidator | undefined;

/**
 * Every `/api` answer of the suite is checked against the schema the committed OpenAPI document
 * declares for its call and HTTP status. A mismatch fails the call that got it (through `call`),
 * or the test file when its server closes (answers got another way).
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): string[] {
  validator ??= new OpenApiValidator(readOpenApiDocument());
  const openApi = validator;
  const violations: string[] = [];
  app.addHook('onSend', (request, reply, payload, done) => {
    const problems = answerProblems(openApi, request, reply, payload);
    if (problems.length > 0) {
      const route = `${request.method} ${request.url} → HTTP ${reply.statusCode}`;
      violations.push(`${route} does not match the OpenAPI document: ${problems.join('; ')}`);
    }
    done(null, payload);
  });
  return violations;
}

function answerProblems(
  openApi: OpenApiValidator,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string[] {
  if (!request.url.startsWith('/api') || !['GET', 'POST'].includes(request.method)) return [];
  // A forced answer of the toolkit is outside its call's contract on purpose (the toolkit's own
  // tests check its shape); a delayed one is the call's real answer.
  if (request.fault && request.fault.kind !== 'delay') return [];
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || typeof payload !== 'string') {
    return [`not a JSON envelope (${type || 'no content type'})`];
  }
  const path =
    reply.statusCode === 404 && !request.routeOptions.url ? undefined : request.routeOptions.url;
  return openApi.response(request.method, path, reply.statusCode, JSON.parse(payload) as unknown);
}

/**
 * Starts the real server (listening on an ephemeral port) on a private copy of the seeded
 * template database (SQLite file, or PostgreSQL database with TEST_DATABASE=postgres). Every
 * test file gets its own server and database.
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}): Promise<TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adc-test-'));
  const database = await copyTemplateDatabase(inject('templateDb'), dir);
  const databaseUrl = database.url;
  const db = createDb(databaseUrl);
  let app: FastifyInstance | undefined;
  let violations: string[];
  try {
    const config: AppConfig = {
      ...loadConfig({}),
      databaseUrl,
      logLevel: 'silent',
      uploadDir: path.join(dir, 'uploads'),
      webDist: path.join(dir, 'no-web-build'),
      qaKey: QA_KEY,
      ...overrides,
    };
    app = await buildApp({ config, db });
    violations = checkAnswersAgainstDocument(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A server that did not start leaves nothing behind (a test file's afterAll cannot clean
    // up what it never got): no PostgreSQL database, no folder.
    await app?.close().catch(() => undefined);
    await db.$disconnect().catch(() => undefined);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return serving(app, db, database, dir, violations);
}

function serving(
  app: FastifyInstance,
  db: Db,
  database: TestDatabase,
  dir: string,
  violations: string[],
): TestServer {
  const address = app.server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const http = supertest.agent(url);

  const call: TestServer['call'] = async (method, urlPath, options = {}) => {
    const target = urlPath.startsWith('/api') ? urlPath : `/api${urlPath}`;
    let req = method === 'GET' ? http.get(target).query(options.query ?? {}) : http.post(target);
    if (options.token) req = req.set('X-CT', options.token);
    for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
    const res =
      method === 'POST' && options.body !== undefined
        ? await req.send(options.body as object)
        : await req;
    const problems = violations.splice(0);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return { status: res.status, ...(res.body as Envelope<never>) };
  };

  const server: TestServer = {
    app,
    db,
    url,
    http,
    call,
    post: (p, body, options) => call('POST', p, { ...options, body }),
    get: (p, query, options) => call('GET', p, { ...options, query }),
    qa: (p, body) =>
      call('POST', `/api/__qa${p.startsWith('/') ? p : `/${p}`}`, {
        body: body ?? {},
        headers: { 'X-QA-Key': QA_KEY },
      }),
    async login(username, password) {
      const pw = password ?? PERSONAS[username as Persona];
      const res = await call<{ token: string }>('POST', '/auth/v2/login', {
        body: { username, password: pw },
      });
      if (res.code !== 200) throw new Error(`login ${username} failed: ${res.code} ${res.msg}`);
      return res.data.token;
    },
    async close() {
      await app.close();
      const problems = violations.splice(0);
      if (problems.length > 0) throw new Error(problems.join('\n'));
      await db.$disconnect();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}
