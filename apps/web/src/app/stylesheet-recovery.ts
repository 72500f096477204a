/**
 * Stylesheets that failed to load (offline, a dropped connection) load again with the next page.
 *
 * Vite's preload helper adds a page chunk's CSS as `<link rel="stylesheet">` and remembers every
 * file it has asked for, failed or not: a later import that needs a file that failed (the Retry
 * of the page, the reconnect, another page sharing that CSS) never asks for it again, and the page
 * rendered without its styles (a bare file input, unstyled lists). `watchStylesheets` records the
 * links that fail; `reloadFailedStylesheets`, run with every page load (./page-load.tsx), puts a
 * fresh copy of each in its place and resolves once they have loaded.
 */
const failed = new Set<HTMLLinkElement>();

function isStylesheet(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && target.rel === 'stylesheet';
}

/** Records every stylesheet of `target` that fails to load (error events do not bubble: capture). */
export function watchStylesheets(target: Document = document): () => void {
  const onError = (event: Event) => {
    if (isStylesheet(event.target)) failed.add(event.target);
  };
  target.addEventListener('error', onError, true);
  return () => target.removeEventListener('error', onError, true);
}

function reload(old: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = old.cloneNode() as HTMLLinkElement;
    link.addEventListener('load', () => resolve(), { once: true });
    // Failing again, the new link is the one recorded (by the watcher): the next load retries it.
    link.addEventListener('error', () => reject(new Error(`Unable to load CSS ${link.href}`)), {
      once: true,
    });
    old.replaceWith(link);
  });
}

/** Loads every stylesheet that failed again (nothing to do: resolves at once). */
export async function reloadFailedStylesheets(): Promise<void> {
  if (failed.size === 0) return;
  const links = [...failed].filter((link) => link.isConnected);
  failed.clear();
  await Promise.all(links.map(reload));
}
