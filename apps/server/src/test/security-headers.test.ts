import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes } from '../modules/files/test-images';
import { startTestServer, type TestServer } from './harness';

describe('security headers and caching', () => {
  let server: TestServer;
  let webDist: string;
  let uploadUrl: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'adc-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Ad Center</title>');
    writeFileSync(path.join(webDist, 'assets', 'index-AbC123.js'), 'console.log(1)');
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
});
