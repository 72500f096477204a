import { contract } from '@adc/contract';
import { createDb, type Db } from '@adc/db';
import { translate } from '@adc/messages';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { QA_KEY, startTestServer, type Envelope, type TestServer } from './harness';
import { copyTemplateDatabase, type TestDatabase } from './test-database';

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('newbie');
});
afterAll(async () => {
  await server.close();
});

const en = (key: Parameters<typeof translate>[1]) => translate('en', key);

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/user/notifications'],
    ['POST', '/api/user/info'],
    ['GET', '/api'],
    ['DELETE', '/api/user/info'],
  ] as const)('%s %s answers HTTP 404 with envelope code 400 (never 404)', async (method, url) => {
    const res = await server.http[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](
      url,
    ).set('X-CT', token);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ code: 400, msg: en('error.route_not_found'), data: null });
  });

  // The QA surface's unknown paths answer as every unknown /api route (API.md: code 404 is a
  // cancelled account), with the QA key or without it (the key guards the QA routes there are).
  it.each([
    ['POST', '/api/__qa/nope', QA_KEY],
    ['POST', '/api/__qa/support/visitor_messages/reset', QA_KEY],
    ['GET', '/api/__qa/reset', QA_KEY],
    ['POST', '/api/__qa/nope', undefined],
  ] as const)(
    '%s %s (QA key: %s) answers HTTP 404 with envelope code 400',
    async (method, url, key) => {
      const request = method === 'GET' ? server.http.get(url) : server.http.post(url).send({});
      const res = await (key ? request.set('X-QA-Key', key) : request);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 400, msg: en('error.route_not_found'), data: null });
    },
  );

  it('answers in the asked language', async () => {
    const res = await server.http.get('/api/nope').set('Accept-Language', 'zh-CN');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 400,
      msg: translate('zh', 'error.route_not_found'),
      data: null,
    });
  });

  it.each(['/api/user/%FF', '/api/plan/order/list%E9', '/api/__qa/%C3', '/uploads/%FF', '/%FF'])(
    'answers a URL that cannot be decoded (%s) with HTTP 400 and the envelope, in the asked language',
    async (url) => {
      // Fastify answered its own body ({"error":"Bad Request","code":"FST_ERR_BAD_URL",…}).
      const res = await fetch(`${server.url}${url}`, {
        headers: { 'X-CT': token, 'Accept-Language': 'fr' },
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      expect(await res.json()).toEqual({
        code: 400,
        msg: translate('fr', 'validation.invalid', { field: 'url' }),
        data: null,
      });
      const english = await fetch(`${server.url}${url}`);
      expect(((await english.json()) as Envelope).msg).toBe(
        translate('en', 'validation.invalid', { field: 'url' }),
      );
    },
  );

  it('also covers unknown QA calls (with the key)', async () => {
    const res = await server.qa('/nope');
    expect(res).toMatchObject({ status: 404, code: 400, data: null });
  });
});

describe('bodies', () => {
  it('answers HTTP 413 with the envelope above 1 MB', async () => {
    const body = JSON.stringify({ subject: 's', content: 'x'.repeat(1024 * 1024) });
    const res = await server.http
      .post('/api/feedback')
      .set('X-CT', token)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 400, msg: en('error.payload_too_large'), data: null });
    expect(await server.db.feedback.count()).toBe(0);
  });

  it('accepts a body just under 1 MB (then validates it)', async () => {
    const body = JSON.stringify({ subject: 's', content: 'x'.repeat(1000 * 1000) });
    const res = await server.http
      .post('/api/feedback')
      .set('X-CT', token)
      .set('Content-Type', 'application/json')
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, data: null });
    expect((res.body as Envelope).msg).toMatch(/content/);
  });

  it.each([
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
  ])('answers HTTP 415 with the envelope for %s', async (contentType) => {
    const res = await server.http
      .post('/api/feedback')
      .set('X-CT', token)
      .set('Content-Type', contentType)
      .send('subject=s&content=c');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 400, msg: en('error.unsupported_media_type'), data: null });
    expect(await server.db.feedback.count()).toBe(0);
  });

  it('answers malformed JSON with HTTP 200 and code 400', async () => {
    const res = await server.http
      .post('/api/feedback')
      .set('X-CT', token)
      .set('Content-Type', 'application/json')
      .send('{"subject": ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, data: null });
  });

  it('accepts JSON with a charset', async () => {
    const res = await server.http
      .post('/api/user/notifications/unread_count')
      .set('X-CT', token)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{}');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { unread_total: 0 } });
  });

  /** POSTs raw bytes (supertest would serialize a Buffer as JSON). */
  const postBytes = (path: string, contentType: string, bytes: Buffer, lang = 'en') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'X-CT': token, 'Content-Type': contentType, 'Accept-Language': lang },
      body: bytes,
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Envelope }));

  it('refuses bytes that are not UTF-8 with code 400 and stores nothing, whatever charset is named', async () => {
    // Latin-1 "café" and two stray bytes: read as UTF-8 they became U+FFFD and were saved as such.
    // JSON is UTF-8 (RFC 8259: a charset parameter has no effect), so they are malformed JSON.
    const bodies = [
      Buffer.from('{"subject":"caf\xe9","content":"c"}', 'latin1'),
      Buffer.concat([
        Buffer.from('{"subject":"'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","content":"c"}'),
      ]),
    ];
    for (const contentType of ['application/json', 'application/json; charset=iso-8859-1']) {
      for (const bytes of bodies) {
        const res = await postBytes('/api/feedback', contentType, bytes, 'de');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          code: 400,
          msg: translate('de', 'validation.invalid', { field: 'body' }),
          data: null,
        });
      }
    }
    expect(await server.db.feedback.count()).toBe(0);
  });

  it('refuses an escaped lone surrogate (half an emoji) with code 400 and stores nothing', async () => {
    // "\ud83d" alone is no character: SQLite read it back as three U+FFFD, PostgreSQL as one.
    for (const json of [
      '{"subject":"\\ud83d","content":"c"}',
      '{"subject":"a\\uDE00b","content":"c"}',
      '{"subject":"s","content":"c","extra":[{"\\udbff":1}]}',
      // Found under a hundred thousand arrays (the check walks the body without recursing).
      `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)},"subject":"\\ud83d","content":"c"}`,
    ]) {
      const res = await postBytes('/api/feedback', 'application/json', Buffer.from(json), 'de');
      expect(res.body, json).toEqual({
        code: 400,
        msg: translate('de', 'validation.invalid', { field: 'body' }),
        data: null,
      });
    }
    expect(await server.db.feedback.count()).toBe(0);
    // A whole pair, escaped or not, is one character and is kept.
    const pair = '{"subject":"\\ud83d\\ude00 😀","content":"c"}';
    expect(
      (await postBytes('/api/feedback', 'application/json', Buffer.from(pair))).body,
    ).toMatchObject({ code: 200 });
    expect((await server.db.feedback.findFirstOrThrow()).subject).toBe('😀 😀');
    await server.db.feedback.deleteMany({});
  });

  it('refuses a compressed body (Content-Encoding) with HTTP 415 and stores nothing', async () => {
    const json = Buffer.from('{"subject":"s","content":"c"}');
    for (const [coding, bytes] of [
      ['gzip', gzipSync(json)],
      ['br', json],
      ['deflate, identity', json],
    ] as const) {
      const res = await fetch(`${server.url}/api/feedback`, {
        method: 'POST',
        headers: {
          'X-CT': token,
          'Content-Type': 'application/json',
          'Content-Encoding': coding,
          'Accept-Language': 'de',
        },
        body: bytes,
      });
      expect({ status: res.status, body: await res.json() }, coding).toEqual({
        status: 415,
        body: { code: 400, msg: translate('de', 'error.unsupported_media_type'), data: null },
      });
    }
    expect(await server.db.feedback.count()).toBe(0);
    const identity = await fetch(`${server.url}/api/feedback`, {
      method: 'POST',
      headers: {
        'X-CT': token,
        'Content-Type': 'application/json',
        'Content-Encoding': 'identity',
      },
      body: json,
    });
    expect(await identity.json()).toMatchObject({ code: 200 });
    await server.db.feedback.deleteMany({});
  });

  it('reads UTF-8 text as sent, with or without a charset', async () => {
    for (const contentType of [
      'application/json',
      'application/json; charset="UTF-8"',
      'application/json; charset=latin1',
    ]) {
      const res = await postBytes(
        '/api/feedback',
        contentType,
        Buffer.from('{"subject":"café 日本 😀","content":"c"}', 'utf8'),
      );
      expect(res.body).toMatchObject({ code: 200 });
    }
    const rows = await server.db.feedback.findMany({ select: { subject: true } });
    expect(rows.map((row) => row.subject)).toEqual(Array(3).fill('café 日本 😀'));
    await server.db.feedback.deleteMany({});
  });
});

describe('API documentation', () => {
  it('serves Swagger UI at /docs', async () => {
    const res = await server.http.get('/docs').redirects(3);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/swagger-ui/i);
  });

  it('serves the OpenAPI document at /docs/json with every path of the contract', async () => {
    const res = await server.http.get('/docs/json');
    expect(res.status).toBe(200);
    const document = res.body as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      info: { title: string };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title.length).toBeGreaterThan(0);
    // The spec's 33 calls and every other call of the contract (QA surface, support, toolkit).
    const routes = routesOf(contract);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(routes.map((route) => route.path))].sort(),
    );
    for (const route of routes) {
      expect(document.paths[route.path], route.path).toHaveProperty(route.method.toLowerCase());
    }
  });
});

describe('CORS', () => {
  it('answers a preflight for a protected POST with the custom headers allowed', async () => {
    const res = await server.http
      .options('/api/plan/order/put')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set(
        'Access-Control-Request-Headers',
        'content-type,x-ct,x-tz,accept-language,idempotency-key',
      );
    expect(res.status).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['content-type', 'x-ct', 'x-tz', 'idempotency-key'])
      expect(allowed).toContain(header);
    // Kept by the browser for 10 minutes: without it Chrome asked again after 5 s, so a client on
    // a dev server's origin sent a preflight before nearly every call.
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('marks actual responses for the calling origin', async () => {
    const res = await server.http.get('/api/basic_config').set('Origin', 'http://localhost:5173');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  const allowedOrigin = async (origin: string, path = '/api/basic_config') =>
    (await server.http.get(path).set('Origin', origin)).headers['access-control-allow-origin'];

  it("allows the app's own origin and the localhost dev origins, nobody else by default", async () => {
    expect(await allowedOrigin(server.url)).toBe(server.url);
    expect(await allowedOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
    expect(await allowedOrigin('https://evil.example')).toBeUndefined();
    expect(await allowedOrigin('http://localhost.evil.example')).toBeUndefined();
    expect(await allowedOrigin('null')).toBeUndefined();
  });

  it('refuses QA calls from any other origin, even a localhost one, and moves no money', async () => {
    const preflight = await server.http
      .options('/api/__qa/user/deposit')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,x-qa-key');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    for (const origin of ['http://localhost:5173', 'https://evil.example', 'null']) {
      const res = await server.http
        .post('/api/__qa/user/deposit')
        .set('Origin', origin)
        .set('X-QA-Key', QA_KEY)
        .send({ username: 'newbie', amount: '1000.00' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        code: 403,
        msg: translate('en', 'error.qa_cross_origin'),
        data: null,
      });
    }
    const newbie = await server.login('newbie');
    const property = await server.get<{ available_balance: string }>(
      '/user/property',
      {},
      {
        token: newbie,
      },
    );
    expect(property.data.available_balance).toBe('0.00');
    const sameOrigin = await server.http
      .post('/api/__qa/licence_keys')
      .set('Origin', server.url)
      .set('X-QA-Key', QA_KEY)
      .send({});
    expect(sameOrigin.body.code).toBe(200);
  });
});

describe('CORS as configured', () => {
  let configured: TestServer;
  beforeAll(async () => {
    configured = await startTestServer({
      cors: { origins: ['https://app.example'], qaOrigins: ['https://qa.example'] },
    });
  });
  afterAll(() => configured.close());

  it('allows CORS_ORIGIN for the API and QA_CORS_ORIGIN for QA calls, each only there', async () => {
    const origin = async (value: string, path: string) =>
      (await configured.http.get(path).set('Origin', value)).headers['access-control-allow-origin'];
    expect(await origin('https://app.example', '/api/basic_config')).toBe('https://app.example');
    expect(await origin('https://qa.example', '/api/basic_config')).toBeUndefined();
    const qa = (value: string) =>
      configured.http
        .post('/api/__qa/licence_keys')
        .set('Origin', value)
        .set('X-QA-Key', QA_KEY)
        .send({});
    expect((await qa('https://qa.example')).body.code).toBe(200);
    expect((await qa('https://qa.example')).headers['access-control-allow-origin']).toBe(
      'https://qa.example',
    );
    expect((await qa('https://app.example')).status).toBe(403);
  });
});

describe('crashes', () => {
  let app: FastifyInstance;
  let db: Db;
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-crash-'));
    database = await copyTemplateDatabase(inject('templateDb'), dir);
    const databaseUrl = database.url;
    db = createDb(databaseUrl);
    app = await buildApp({
      config: {
        ...loadConfig({}),
        databaseUrl,
        logLevel: 'silent',
        uploadDir: path.join(dir, 'uploads'),
        webDist: path.join(dir, 'none'),
      },
      db,
    });
    // A route that fails the way a bug would, registered before the app is ready.
    app.get('/api/__test/crash', async () => {
      throw new Error('secret internals at /srv/app/src/module.ts:42');
    });
    app.post('/api/__test/crash-async', async () => {
      await Promise.reject(new TypeError("Cannot read properties of undefined (reading 'id')"));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.$disconnect();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/__test/crash'],
    ['POST', '/api/__test/crash-async'],
  ] as const)(
    '%s %s answers HTTP 500, envelope code 500, no stack trace or detail',
    async (method, url) => {
      const res = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'POST' ? '{}' : undefined,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, msg: en('code.500'), data: null });
      expect(res.body).not.toMatch(/secret|stack|module\.ts|TypeError|properties/i);
    },
  );

  it('answers a database failure inside a real call with the same 500 envelope', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/login',
      payload: { username: 'newbie', password: 'newbie1234' },
    });
    const session = login.json<Envelope<{ token: string }>>();
    expect(session.code).toBe(200);
    await db.$executeRawUnsafe('DROP TABLE "Feedback"');
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'x-ct': session.data.token, 'accept-language': 'de' },
      payload: { subject: 'Hello', content: 'World' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: translate('de', 'code.500'), data: null });
    expect(res.body).not.toMatch(/Feedback|SQLITE|Prisma|no such table|relation|at /i);
  });
});
