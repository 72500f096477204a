import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from './harness';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * What a team outside the monorepo does: generate types from the served document with
 * openapi-typescript, type-check an openapi-fetch program against them, and run it against the
 * real server. The program sees nothing of the workspace but the document.
 */
const PROGRAM = (baseUrl: string) => `
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

const client = createClient<paths>({ baseUrl: ${JSON.stringify(baseUrl)} });

function ok<T extends { code: number }>(answer: T | undefined, call: string): Extract<T, { code: 200 }> {
  if (!answer || answer.code !== 200) throw new Error(call + ': ' + JSON.stringify(answer));
  return answer as Extract<T, { code: 200 }>;
}

const login = ok(
  (await client.POST('/api/auth/v2/login', { body: { username: 'demo', password: 'demo1234' } })).data,
  'login',
);
const token: string = login.data.token;
const headers = { 'X-CT': token };

const info = ok((await client.GET('/api/user/info', { headers })).data, 'info');
const uid: string = info.data.uid;

const before = ok((await client.GET('/api/user/property', { headers })).data, 'property');

const pending = ok(
  (await client.GET('/api/plan/order/list', { headers, params: { query: { status: 'pending_launch' } } })).data,
  'plans',
);
const plan = pending.data.list[0];
if (!plan) throw new Error('no pending plan');
const launched = ok(
  (
    await client.POST('/api/plan/order/put', {
      headers,
      params: { header: { 'Idempotency-Key': 'outside-client-put' } },
      body: { id: plan.id, amount: '100.00' },
    })
  ).data,
  'put',
);

// md5("123456"): the transaction password travels as an MD5 hex digest.
const withdrawal = ok(
  (
    await client.POST('/api/user/withdraw', {
      headers,
      body: { amount: 10, password: 'e10adc3949ba59abbe56e057f20f883e' },
    })
  ).data,
  'withdraw',
);

const after = ok((await client.GET('/api/user/property', { headers })).data, 'property');

// The generated types are real: a call that is not in the document does not compile.
// @ts-expect-error unknown path
void client.GET('/api/no/such/call');
// @ts-expect-error the plan id is a number, not a list
void client.POST('/api/plan/order/detail', { headers, body: { id: [1] } });

console.log(JSON.stringify({
  uid,
  before: before.data.available_balance,
  launched: launched.data.status,
  put_amount: launched.data.put_amount,
  withdrawal: withdrawal.data.status,
  after: after.data.available_balance,
}));
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM'],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    outDir: 'dist',
  },
  include: ['*.ts'],
};

// One run is enough: the client only sees HTTP, whatever database serves it.
describe.skipIf(onPostgres)('a typed client outside the monorepo', () => {
  let server: TestServer;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer();
    dir = mkdtempSync(path.join(os.tmpdir(), 'adc-outside-client-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('generates types from /docs/json, type-checks an openapi-fetch program and runs it', async () => {
    const document = await fetch(`${server.url}/docs/json`);
    expect(document.status).toBe(200);
    writeFileSync(path.join(dir, 'openapi.json'), await document.text());
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    writeFileSync(path.join(dir, 'client.ts'), PROGRAM(server.url));
    // The folder's only dependency, as `npm install openapi-fetch` would place it.
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(packageDir('openapi-fetch'), path.join(dir, 'node_modules', 'openapi-fetch'));

    // Asynchronously: the server answers from this very process.
    const run = async (file: string, args: string[]) =>
      (await promisify(execFile)(process.execPath, [file, ...args], { cwd: dir })).stdout;
    await run(path.join(packageDir('openapi-typescript'), 'bin', 'cli.js'), [
      'openapi.json',
      '--output',
      'schema.ts',
    ]);
    try {
      await run(path.join(packageDir('typescript'), 'bin', 'tsc'), ['-p', '.']);
    } catch (error) {
      throw new Error(`The program does not type-check:\n${(error as { stdout: string }).stdout}`, {
        cause: error,
      });
    }
    const output = JSON.parse((await run(path.join('dist', 'client.js'), [])).trim()) as unknown;

    expect(output).toEqual({
      uid: '10000001',
      before: '10000.00',
      launched: 'matching',
      put_amount: '100.00',
      withdrawal: 'pending',
      after: '9890.00',
    });
    // What the program did is what the server holds.
    const token = await server.login('demo');
    const property = await server.get<{ available_balance: string }>(
      '/user/property',
      {},
      { token },
    );
    expect(property.data.available_balance).toBe('9890.00');
  });
});
