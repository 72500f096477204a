import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes } from './kits/image-test-kit';
import { startTestServer, type TestServer } from './harness';

const SHELL = '<!doctype html><title>Ad Center</title>';
const ASSET = 'console.log(1)';

describe('security headers and caching', () => {
  let server: TestServer;
  let webDist: string;
  let uploadUrl: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'adc-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    // As the build writes them: each text file with its brotli and gzip copies.
    for (const [file, text] of [
      ['index.html', SHELL],
      [path.join('assets', 'index-AbC123.js'), ASSET],
    ] as const) {
      writeFileSync(path.join(webDist, file), text);
      writeFileSync(path.join(webDist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(webDist, `${file}.gz`), gzipSync(text));
    }
    server = await startTestServer({ webDist });
    const token = await server.login('demo');
    const upload = await server.http
      .post('/api/files/upload')
      .set('X-CT', token)
      .attach('file', imageBytes('png'), { filename: 'a.png', contentType: 'image/png' });
    uploadUrl = new URL((upload.body as { data: { url: string } }).data.url, server.url).pathname;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const headersOf = async (url: string) => (await server.http.get(url)).headers;

  it.each([
    ['the web client', '/'],
    ['a client-side route', '/wallet'],
    ['a hashed asset', '/assets/index-AbC123.js'],
    ['an API call', '/api/basic_config'],
    ['an unknown API call', '/api/no/such/call'],
    ['an upload', 'upload'],
  ])('sends them on %s', async (_name, url) => {
    const headers = await headersOf(url === 'upload' ? uploadUrl : url);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('gives Swagger UI a CSP of its own that still forbids framing', async () => {
    const headers = await headersOf('/docs');
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('caches hashed assets and uploads for good and revalidates the app shell', async () => {
    expect((await headersOf('/assets/index-AbC123.js'))['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await headersOf(uploadUrl))['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await headersOf('/'))['cache-control']).toBe('no-cache');
    expect((await headersOf('/plan/detail'))['cache-control']).toBe('no-cache');
  });

  it('serves files the client build writes after start-up (a rebuild while it runs)', async () => {
    const fresh = path.join('assets', 'index-New456.js');
    const text = 'console.log("rebuilt")';
    writeFileSync(path.join(webDist, fresh), text);
    writeFileSync(path.join(webDist, `${fresh}.br`), brotliCompressSync(text));
    const br = await fetchEncoded('/assets/index-New456.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.http.get('/assets/index-Gone789.js')).status).toBe(404);
    expect((await server.http.get('/assets/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await server.http.get('/../index.html')).status).not.toBe(500);
  });

  /** A GET with the given Accept-Encoding, the body as sent (not decoded). */
  const fetchEncoded = (url: string, encoding: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = request(
        `${server.url}${url}`,
        { headers: { 'accept-encoding': encoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it.each([
    ['/', SHELL, 'no-cache'],
    ['/wallet', SHELL, 'no-cache'],
    ['/assets/index-AbC123.js', ASSET, 'public, max-age=31536000, immutable'],
  ])(
    'sends %s precompressed as the browser accepts, with the same caching',
    async (url, text, cache) => {
      const br = await fetchEncoded(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(text);
      expect(br.headers['cache-control']).toBe(cache);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const gzip = await fetchEncoded(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(text);
      expect(gzip.headers['cache-control']).toBe(cache);
      const plain = await fetchEncoded(url, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
    },
  );
});
