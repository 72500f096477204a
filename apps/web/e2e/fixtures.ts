/**
 * The browser set-up every test file repeats, as hooks: one Chromium per file (`fileBrowser`) and one
 * page per describe block (`blockPage`). Call them at the top of the file or the block: they register
 * their beforeAll/afterAll hooks there, ahead of the block's own (which can then use the page).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import {
  clearStorage,
  launchBrowser,
  loginThroughApi,
  newPage,
  qa,
  type PersonaName,
  type Session,
  type ViewportName,
} from './support';

/** Resets the seed and launches Chromium before the file's tests; closes it after them. */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await qa('reset');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}

export interface BlockPageOptions {
  /** Reset the seed first: the block starts from the seed whatever the blocks before it did. */
  reset?: boolean;
  /** Sign in as this persona through the API (the session is `session`). */
  as?: PersonaName;
  /**
   * Every test starts as a visitor (empty storage, no errors collected yet) and fails on an
   * uncaught page error.
   */
  visitor?: boolean;
}

/** The block's page; its fields are set once the block's first beforeAll has run. */
export interface BlockPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught page errors (see newPage). */
  readonly errors: string[];
  /** The session of `as`. */
  readonly session: Session;
}

/**
 * A page in a fresh context at `viewport` for the tests of a describe block (one context for the
 * block: a warm HTTP cache), closed after them.
 */
export function blockPage(
  browser: () => Browser,
  viewport: ViewportName,
  { reset = false, as, visitor = false }: BlockPageOptions = {},
): BlockPage {
  let opened: { context: BrowserContext; page: Page; errors: string[] } | undefined;
  let session: Session | undefined;
  const get = () => {
    if (!opened) throw new Error('the page is opened in beforeAll');
    return opened;
  };

  beforeAll(async () => {
    if (reset) await qa('reset');
    opened = await newPage(browser(), viewport);
    if (as) session = await loginThroughApi(opened.page, as);
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  if (visitor) {
    beforeEach(async () => {
      await clearStorage(get().page);
      get().errors.length = 0;
    });
    afterEach(() => {
      expect(get().errors, 'uncaught errors').toEqual([]);
    });
  }

  return {
    get context() {
      return get().context;
    },
    get page() {
      return get().page;
    },
    get errors() {
      return get().errors;
    },
    get session() {
      if (!session) throw new Error('no session: blockPage without `as`');
      return session;
    },
  };
}
