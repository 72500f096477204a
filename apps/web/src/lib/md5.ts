/**
 * The MD5 hex of a PIN: the API's `password` for PIN checks, withdrawals and PIN changes. The hash
 * code (js-md5) loads on first use, not with the pages that show a PIN dialog: most visits never
 * open one. A dialog calls `preloadMd5()` when it opens, so the hash is ready by the time six digits
 * are typed; a load that failed (offline) is tried again on the next call.
 */
type Md5 = (text: string) => string;

let loading: Promise<Md5> | undefined;

function loadMd5(): Promise<Md5> {
  loading ??= import('js-md5').then(
    (module) => module.md5,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the hash code; a failure is left for `md5Hex` to report. */
export function preloadMd5(): void {
  loadMd5().catch(() => undefined);
}

/** The MD5 hex of `text`; rejects when the hash code cannot be loaded (no connection). */
export async function md5Hex(text: string): Promise<string> {
  return (await loadMd5())(text);
}
