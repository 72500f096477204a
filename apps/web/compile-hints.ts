/**
 * Build plugin: V8's explicit compile hint on the chunks every first screen runs.
 *
 * A chunk that starts with `//# allFunctionsCalledOnLoad` has all its functions compiled by
 * Chromium on a background thread while the file downloads, instead of on the main thread the
 * first time each one runs (V8's explicit compile hints). For the code a first
 * screen runs at once that moves most of the main thread's compiling off the path to the largest
 * paint (docs/performance.md, "Compile hints"); for other chunks it would only cost memory, as
 * most of their functions never run on a given page.
 *
 * V8 reads the comment only as the file's very first line, and Vite prepends its
 * `__vite__mapDeps` helper to the chunks with dynamic imports in its own last step, so this
 * plugin runs after it (`order: 'post'`) and puts the hint in front. The brotli and gzip copies
 * vite-plugin-compression2 made in that same step are made again from the final code.
 */
import { brotliCompressSync, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface CompileHintOptions {
  /** The chunks' names (the code-splitting groups' `name`); the entry is always hinted. */
  chunks: ReadonlySet<string>;
  /** The options the compression plugin uses, for the copies made again. */
  brotli: BrotliOptions;
  gzip: ZlibOptions;
}

const withHintFirst = (code: string): string =>
  `${COMPILE_HINT}\n${code.startsWith(`${COMPILE_HINT}\n`) ? code.slice(COMPILE_HINT.length + 1) : code}`;

/** Puts the hint first in each chosen chunk of `bundle` and refreshes its compressed copies. */
export function hintChunks(bundle: Rolldown.OutputBundle, options: CompileHintOptions): string[] {
  const hinted: string[] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !(output.isEntry || options.chunks.has(output.name))) continue;
    output.code = withHintFirst(output.code);
    hinted.push(output.fileName);
    const brotli = bundle[`${output.fileName}.br`];
    if (brotli?.type === 'asset') brotli.source = brotliCompressSync(output.code, options.brotli);
    const gzip = bundle[`${output.fileName}.gz`];
    if (gzip?.type === 'asset') gzip.source = gzipSync(output.code, options.gzip);
  }
  return hinted;
}

export function compileHints(options: CompileHintOptions): Plugin {
  return {
    name: 'adc:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_output, bundle) {
        hintChunks(bundle, options);
      },
    },
  };
}
