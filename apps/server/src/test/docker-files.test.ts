import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { onPostgres } from './harness';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Dockerfile instructions, continuation lines joined and comments dropped. */
function instructions(text: string): { keyword: string; args: string }[] {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

interface ComposeService {
  image?: string;
  build?: string | { context: string };
  init?: boolean;
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
}

// No Docker engine runs on the development or CI machines: these check the files themselves
// (`docker-compose config` was run by hand). They do not depend on the database: run once.
describe.skipIf(onPostgres)('Docker files', () => {
  const steps = instructions(read('Dockerfile'));
  const stages = steps.filter((step) => step.keyword === 'FROM');
  const runtime = steps.slice(steps.lastIndexOf(stages.at(-1)!));

  it('builds in one stage and runs from a slimmer one', () => {
    expect(stages.map((stage) => stage.args)).toEqual([
      'node:20-bookworm AS build',
      'node:20-bookworm-slim AS runtime',
    ]);
  });

  it('installs from the lockfile, builds the web client, then drops dev dependencies', () => {
    const runs = steps.filter((step) => step.keyword === 'RUN').map((step) => step.args);
    const build = runs.join(' && ');
    expect(build).toMatch(/install --offline --frozen-lockfile(?! --prod)/);
    expect(build).toContain('turbo run build --filter=@adc/web');
    expect(build).toMatch(/install --offline --frozen-lockfile --prod/);
    expect(build.indexOf('--prod')).toBeGreaterThan(build.indexOf('turbo run build'));
  });

  it('runs the server directly, as a non-root user, with a healthcheck', () => {
    const user = runtime.filter((step) => step.keyword === 'USER').at(-1);
    expect(user?.args).toBe('node');
    const cmd = runtime.find((step) => step.keyword === 'CMD')?.args ?? '';
    expect(JSON.parse(cmd)).toEqual(['node', '--import', 'tsx', 'src/main.ts']);
    expect(cmd).not.toMatch(/npm|pnpm/);
    expect(runtime.some((step) => step.keyword === 'HEALTHCHECK')).toBe(true);
    expect(runtime.find((step) => step.keyword === 'EXPOSE')?.args).toBe('3000');
  });

  it('keeps host folders out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', 'data', '.git']) {
      expect(ignored).toContain(entry);
    }
  });

  const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
  const { app, postgres } = compose.services;

  it('builds the app from the Dockerfile and mounts no host folder', () => {
    expect(app?.build).toBe('.');
    for (const volume of app?.volumes ?? []) {
      const source = volume.split(':')[0] ?? '';
      expect(source, volume).toMatch(/^[a-z][a-z0-9_-]*$/); // a named volume, never a host path
    }
  });

  it('keeps PostgreSQL off the host and lets the app reach it on the compose network', () => {
    expect(postgres?.ports).toBeUndefined();
    expect(postgres?.healthcheck).toBeDefined();
    expect(app?.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@postgres:5432\//);
    expect(app?.depends_on?.postgres?.condition).toBe('service_healthy');
  });

  it('runs the app with an init process, a healthcheck and one published port', () => {
    expect(app?.init).toBe(true);
    expect(app?.healthcheck?.test).toContain('node');
    expect(app?.ports).toEqual(['${PORT:-3000}:3000']);
    expect(app?.environment?.HOST).toBe('0.0.0.0');
  });
});
