import madge from 'madge';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const tsConfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

describe('the server import graph', () => {
  it('has no cycle, counting type-only imports (services get their dependencies when built)', async () => {
    const graph = await madge(src, {
      fileExtensions: ['ts'],
      tsConfig,
      detectiveOptions: { ts: { skipTypeImports: false } },
    });
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(100);
    expect(graph.circular()).toEqual([]);
  });

  it('has services that never import the container they are built by', async () => {
    const graph = (
      await madge(src, {
        fileExtensions: ['ts'],
        tsConfig,
        detectiveOptions: { ts: { skipTypeImports: false } },
      })
    ).obj();
    const importers = Object.entries(graph)
      .filter(
        ([file, imports]) =>
          /-service\.ts$|runner\.ts$/.test(file) && imports.includes('services.ts'),
      )
      .map(([file]) => file);
    expect(importers).toEqual([]);
  });
});
