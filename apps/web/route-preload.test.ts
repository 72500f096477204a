import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import apiRoutes from '@adc/contract/api-routes.json';
import { FIRST_CALL_GLOBAL, type FirstCall } from './src/lib/first-call.ts';
import { timeZoneHeader } from './src/lib/time-zone.ts';
import { scriptSource, type buildPreloadMap } from './route-preload.ts';

type PreloadMap = ReturnType<typeof buildPreloadMap>;

const here = path.dirname(fileURLToPath(import.meta.url));
const contractSrc = path.join(here, '../../packages/contract/src');
const map: PreloadMap = {
  files: ['assets/wallet.js'],
  routes: [
    ['/login', 0, 0, []],
    ['/ad-center', 1, 1, [0]],
    ['/wallet', 1, 1, [0]],
  ],
  langs: { en: [[], []], ru: [[], []] },
};

/** Runs the built preload script as a page at `pathname` with this storage would. */
function runScript(pathname: string, stored: Record<string, string>) {
  const fetch = vi.fn(async () => new Response('{}'));
  const appended: unknown[] = [];
  const page: Record<string, unknown> = {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      createDocumentFragment: () => ({ appendChild: (node: unknown) => appended.push(node) }),
      createElement: () => ({}),
      head: { appendChild: () => undefined },
    },
    fetch,
    AbortController,
    Date,
    Intl,
  };
  page.globalThis = page;
  vm.runInNewContext(scriptSource(map, contractSrc), page);
  return { fetch, firstCall: page[FIRST_CALL_GLOBAL] as FirstCall | undefined, appended };
}

describe('the route-preload script', () => {
  it("asks /wallet's balances with the headers the API client sends", () => {
    const { fetch, firstCall, appended } = runScript('/wallet', { fb_token: 'tok-1', lang: 'ru' });
    const headers = { 'x-ct': 'tok-1', 'x-tz': timeZoneHeader(), 'accept-language': 'ru' };
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      apiRoutes.wallet.property.path,
      expect.objectContaining({ headers }),
    );
    expect(firstCall).toMatchObject({ url: apiRoutes.wallet.property.path, headers });
    expect(appended).toHaveLength(1); // and preloads the page's chunk as before
  });

  it('asks nothing for a visitor, without a stored language, or on a page without a first call', () => {
    expect(runScript('/wallet', { lang: 'en' }).fetch).not.toHaveBeenCalled();
    expect(runScript('/wallet', { fb_token: 'tok-1' }).fetch).not.toHaveBeenCalled();
    expect(runScript('/wallet', { fb_token: 'tok-1', lang: 'xx' }).fetch).not.toHaveBeenCalled();
    const adCenter = runScript('/ad-center', { fb_token: 'tok-1', lang: 'en' });
    expect(adCenter.fetch).not.toHaveBeenCalled();
    expect(adCenter.appended).toHaveLength(1);
  });
});
