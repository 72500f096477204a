/**
 * Issue 8, "Done when": home, wallet, plan detail and notifications in en, de, ja and th at 390×844,
 * captured to artifacts/screenshots/i18n-<lang>-<screen>.png; with UPDATE_DOCS_SCREENSHOTS=1 also to
 * docs/screenshots/<lang>-<screen>.png, the copies the README shows (`npm run screenshots` in
 * apps/web builds the client and does that). Each page must render in its language (<html lang>,
 * the title from the catalogue) without an uncaught error.
 *
 * Before the captures, demo lives a little of the money story, so the screens show it: a plan
 * launched and completed (its informational `ad_serving` row beside the `ad_billing` charge, the
 * "launch completed" notification), a withdrawal approved and one pending (their status chips and
 * the approval notification), in each reader's language.
 */
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '@adc/messages';
import { blockPage, fileBrowser } from './fixtures';
import {
  ARTIFACTS,
  apiData,
  apiLogin,
  baseUrl,
  qa,
  settle,
  storeSession,
  t,
  type Envelope,
} from './support';

const browser = fileBrowser();
const DOCS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/screenshots',
);
const UPDATE_DOCS = process.env.UPDATE_DOCS_SCREENSHOTS === '1';

const LANGS_SHOWN: readonly { lang: Lang; tag: string; file: string }[] = [
  { lang: 'en', tag: 'en', file: 'en' },
  { lang: 'de', tag: 'de', file: 'de' },
  { lang: 'jp', tag: 'ja', file: 'ja' },
  { lang: 'th', tag: 'th', file: 'th' },
];

/** A money call of demo's with an Idempotency-Key (launch, withdraw). */
async function moneyCall<T>(token: string, call: string, body: unknown): Promise<T> {
  const res = await fetch(new URL(`/api${call}`, baseUrl()), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-ct': token,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${call} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

beforeAll(async () => {
  const { token } = await apiLogin('demo');
  const pin = createHash('md5').update('123456').digest('hex');
  const offer = await qa<{ id: number }>('plans/push', { username: 'demo' });
  await moneyCall(token, '/plan/order/put', { id: offer.id, amount: '800.00' });
  await qa('plans/force', { id: offer.id, outcome: 'complete' });
  const approved = await moneyCall<{ id: number }>(token, '/user/withdraw', {
    amount: '120.00',
    password: pin,
  });
  await qa('withdrawals/review', { id: approved.id, approve: true });
  await moneyCall(token, '/user/withdraw', { amount: '60.00', password: pin });
});

describe.each(LANGS_SHOWN)('screens in $lang (390×844)', ({ lang, tag, file }) => {
  const user = blockPage(browser, 'mobile', { as: 'demo' });

  it('home, wallet, plan detail and notifications', async () => {
    const { page, session, errors } = user;
    await storeSession(page, session.token, session.user_info, lang);
    const plans = await apiData<{ list: { id: number; status: string }[] }>('/plan/order/list', {
      token: session.token,
      query: { page_size: 50 },
    });
    const plan = plans.list.find((item) => item.status === 'in_progress') ?? plans.list[0];
    expect(plan, 'demo has a plan').toBeDefined();
    const screens = [
      { name: 'home', path: '/ad-center', title: 'titles.ad_center' },
      { name: 'wallet', path: '/wallet', title: 'titles.wallet' },
      { name: 'plan-detail', path: `/plan/detail?id=${plan?.id}`, title: 'titles.plan_detail' },
      { name: 'notifications', path: '/notification', title: 'titles.notification' },
    ];
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect.poll(() => page.title()).toBe(t(screen.title, {}, lang));
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
      const shot = `${ARTIFACTS}/i18n-${lang}-${screen.name}.png`;
      await page.screenshot({ path: shot, animations: 'disabled' });
      if (UPDATE_DOCS) {
        mkdirSync(DOCS, { recursive: true });
        copyFileSync(shot, path.join(DOCS, `${file}-${screen.name}.png`));
      }
    }
    expect(errors).toEqual([]);
  });
});
