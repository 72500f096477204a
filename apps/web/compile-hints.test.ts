import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, hintChunks } from './compile-hints';

const MAP_DEPS =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["a.js"])))=>i.map(i=>d[i]);\n';

function chunk(name: string, code: string, isEntry = false): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}-x.js`,
    code,
    isEntry,
  } as Rolldown.OutputChunk;
}

function asset(fileName: string, source: string): Rolldown.OutputAsset {
  return { type: 'asset', fileName, source } as unknown as Rolldown.OutputAsset;
}

const options = { chunks: new Set(['vendor', 'boot']), brotli: {}, gzip: { level: 9 } };

describe('compile hints', () => {
  it('puts the hint on the first line, in front of the helper Vite prepends', () => {
    const boot = chunk('boot', `${MAP_DEPS}import"./vendor-x.js";`);
    const vendor = chunk('vendor', 'export const a=()=>1;');
    const bundle: Rolldown.OutputBundle = { [boot.fileName]: boot, [vendor.fileName]: vendor };
    expect(hintChunks(bundle, options)).toEqual([boot.fileName, vendor.fileName]);
    expect(boot.code).toBe(`${COMPILE_HINT}\n${MAP_DEPS}import"./vendor-x.js";`);
    expect(vendor.code).toBe(`${COMPILE_HINT}\nexport const a=()=>1;`);
  });

  it('hints the entry and the chosen chunks only, once', () => {
    const entry = chunk('index', 'import"./boot-x.js";', true);
    const page = chunk('detail', 'export const b=()=>2;');
    const vendor = chunk('vendor', `${COMPILE_HINT}\nexport const a=()=>1;`);
    const bundle = { [entry.fileName]: entry, [page.fileName]: page, [vendor.fileName]: vendor };
    hintChunks(bundle, options);
    expect(entry.code.startsWith(`${COMPILE_HINT}\nimport`)).toBe(true);
    expect(page.code).toBe('export const b=()=>2;');
    expect(vendor.code).toBe(`${COMPILE_HINT}\nexport const a=()=>1;`);
  });

  it('makes the compressed copies again from the hinted code', () => {
    const boot = chunk('boot', `${MAP_DEPS}export{};`);
    const br = asset(`${boot.fileName}.br`, 'stale');
    const gz = asset(`${boot.fileName}.gz`, 'stale');
    hintChunks({ [boot.fileName]: boot, [br.fileName]: br, [gz.fileName]: gz }, options);
    expect(brotliDecompressSync(br.source as Uint8Array).toString()).toBe(boot.code);
    expect(gunzipSync(gz.source as Uint8Array).toString()).toBe(boot.code);
  });
});
