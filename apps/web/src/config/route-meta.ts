/**
 * Route meta: every route of src/app/route-table.tsx carries one in its `handle`. The guard reads
 * `auth`, document.title and the header read `title`, and the shared header (src/components/layout)
 * reads `header`. Pages don't repeat any of it: wrap the page in <Page> and it follows the meta.
 */
import type { TranslationKey } from '@/lib/i18n';

export interface HeaderOptions {
  /** Hide the whole header (full-screen pages). */
  hidden?: boolean;
  /**
   * The back control: `false` hides it; `{ to }` always goes to that route ("named back route");
   * default: history back, or close the hybrid app / go home when there is no previous page.
   */
  back?: false | { to: string };
  /** Show the title (default true). */
  title?: boolean;
  /** Customer-service icon (default true). */
  service?: boolean;
  /** Language picker (default false). */
  language?: boolean;
  /** Notification bell with the unread badge (default false). */
  bell?: boolean;
  /** Logout icon; shown only when also fb_userInfo.entry === 'register' (default false). */
  logout?: boolean;
  /** Transparent background, overlaying the page (no space reserved above the content). */
  transparent?: boolean;
  /** White title and icons (on dark or image backgrounds). */
  light?: boolean;
}

export interface RouteMeta {
  /** false: open to visitors; true: needs a stored token, else redirect to /login. */
  auth: boolean;
  /** Page title (translation key): header title and document.title. */
  title: TranslationKey;
  header?: HeaderOptions;
}

/** Header variants named by the spec; combine with `{ ...HEADER.x, ...overrides }`. */
export const HEADER = {
  /** Sub-pages: back, title, customer service. */
  page: {},
  /** Main pages (ad-center home, wallet, plans): every action in the header. */
  main: { service: true, language: true, bell: true, logout: true },
  /**
   * Login and register: no back, bell, logout or title; customer service and language shown.
   * Transparent and white: the icons sit on the pages' brand hero.
   */
  auth: {
    back: false,
    title: false,
    bell: false,
    logout: false,
    service: true,
    language: true,
    transparent: true,
    light: true,
  },
  /** Welcome: transparent, white text; no back, bell, language or logout. */
  welcome: {
    back: false,
    bell: false,
    language: false,
    logout: false,
    service: true,
    transparent: true,
    light: true,
  },
} as const satisfies Record<string, HeaderOptions>;
