import {
  Coupon,
  Flow,
  Notification,
  PlanDetail,
  PlanOrder,
  ProductDetail,
  paginated,
} from '@adc/contract';
import { LANGS, type Lang } from '@adc/messages';
import { formatMinor } from '@adc/messages/format';
import { platformCatalogue, type PlatformMessages } from '@adc/messages/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { md5 } from '../../test/kits/wallet-test-kit';

let server: TestServer;
let demo: string;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.login('demo');
});
afterAll(() => server.close());

const de = platformCatalogue.de;
const en = platformCatalogue.en;

type ProductKey = keyof PlatformMessages['product'];
const PRODUCT_KEYS = Object.keys(en.product) as ProductKey[];

async function read<T>(
  method: 'get' | 'post',
  path: string,
  input: Record<string, string | number>,
  lang: Lang,
  token = demo,
): Promise<T> {
  const options = { token, headers: { 'Accept-Language': lang } };
  const res =
    method === 'get'
      ? await server.get<T>(path, input, options)
      : await server.post<T>(path, input, options);
  expect(res.code, `${path} ${res.msg}`).toBe(200);
  return res.data;
}

const planList = async (lang: Lang, token = demo) =>
  paginated(PlanOrder).parse(await read('get', '/plan/order/list', { page_size: 100 }, lang, token))
    .list;
const flows = async (lang: Lang) =>
  paginated(Flow).parse(await read('get', '/transaction_flow/list', { page_size: 100 }, lang)).list;
const coupons = async (lang: Lang, status: string) =>
  (await read<{ list: { name: string }[] }>('get', '/user_coupon/list', { status }, lang)).list;
const notices = async (lang: Lang) =>
  paginated(Notification).parse(await read('post', '/user/notifications', { page_size: 100 }, lang))
    .list;

/** The catalogue key of a product, found by its English name in the database. */
async function productKeyOf(productId: number): Promise<ProductKey> {
  const product = await server.db.product.findUniqueOrThrow({ where: { id: productId } });
  const key = PRODUCT_KEYS.find((k) => en.product[k].name === product.name);
  if (!key) throw new Error(`product ${productId} has no platform texts`);
  return key;
}

describe('platform texts in the reader language', () => {
  it('a German reader gets German product names, plan content, rules and targeting', async () => {
    const list = await planList('de');
    expect(list.length).toBeGreaterThan(0);
    for (const plan of list) {
      const key = await productKeyOf(plan.product.id);
      expect(plan.product.name).toBe(de.product[key].name);
    }
    const plan = list[0];
    if (!plan) throw new Error('demo has plans');
    const key = await productKeyOf(plan.product.id);
    const detail = PlanDetail.parse(
      await read('post', '/plan/order/detail', { id: plan.id }, 'de'),
    );
    expect(detail.content).toBe(`${de.product[key].name}: ${de.product[key].description}`);
    expect(detail.rules).toMatch(/^Nach dem Start wird der Plan 30 s lang zugeordnet/);
    expect(Object.values(de.plan.targeting)).toContain(detail.user_targeting);
    const product = ProductDetail.parse(
      await read('post', '/plan/order/app/detail', { id: plan.id }, 'de'),
    );
    expect(product.description).toBe(de.product[key].description);

    const game = list.find((p) => p.product.type === 'game');
    if (game) {
      const gameKey = await productKeyOf(game.product.id);
      const gameProduct = ProductDetail.parse(
        await read('post', '/plan/order/app/detail', { id: game.id }, 'de'),
      );
      const texts = de.product[gameKey] as { game_description?: string };
      expect(gameProduct.game_description).toBe(texts.game_description);
    }
  });

  it('a German reader gets German flow remarks, including a new withdrawal', async () => {
    const res = await server.post<{ id: number }>(
      '/user/withdraw',
      { amount: '10.00', password: md5('123456') },
      { token: demo },
    );
    expect(res.code, res.msg).toBe(200);
    const list = await flows('de');
    const withdrawal = list.find((f) => f.type === 'manual_withdrawal');
    expect(withdrawal?.remark).toBe(`Auszahlung #${res.data.id} an ****\u00a03445`);
    expect(withdrawal?.status).toBe('pending');
    const deposits = list.filter((f) => f.type === 'system_deposit');
    expect(deposits.length).toBeGreaterThan(0);
    for (const flow of deposits) expect(flow.remark).toBe(de.flow.deposit);
    expect((await flows('en')).find((f) => f.type === 'manual_withdrawal')?.remark).toBe(
      `Withdrawal #${res.data.id} to ****\u00a03445`,
    );
  });

  it('a German reader gets German coupon names and seeded notifications', async () => {
    const names = [
      ...(await coupons('de', 'unused')),
      ...(await coupons('de', 'used')),
      ...(await coupons('de', 'expired')),
    ].map((c) => Coupon.pick({ name: true }).parse(c).name);
    expect(names.sort()).toEqual(
      [de.coupon.daily_boost, de.coupon.newcomer, de.coupon.daily_boost].sort(),
    );
    const claimable = (await coupons('de', 'claimable')).map((c) => c.name);
    expect(claimable).toContain(de.coupon.daily_boost);

    const titles = (await notices('de')).map((n) => n.title);
    for (const notice of Object.values(de.notice)) expect(titles).toContain(notice.title);
  });

  it.each(LANGS.filter((lang) => lang !== 'en'))(
    '%s: no platform text of the seed is left in English or unrendered',
    async (lang) => {
      const englishNames = new Set(PRODUCT_KEYS.map((k) => en.product[k].name));
      const texts = [
        ...(await planList(lang)).map((p) => p.product.name),
        ...(await flows(lang)).filter((f) => f.type === 'system_deposit').map((f) => f.remark),
        ...(await coupons(lang, 'unused')).map((c) => c.name),
        ...(await notices(lang)).flatMap((n) => [n.title, n.content]),
      ];
      for (const text of texts) {
        expect(englishNames.has(text), `${lang}: ${text}`).toBe(false);
        expect(text, lang).not.toMatch(/\{\{|^(product|plan|coupon|flow|notice|event)\./);
      }
      const titles = new Set((await notices(lang)).map((n) => n.title));
      for (const notice of Object.values(en.notice)) expect(titles.has(notice.title)).toBe(false);
    },
  );

  it("the coupon notices quote the seeded coupons' figures in the reader's money format", async () => {
    const template = (code: string) =>
      server.db.couponTemplate.findFirstOrThrow({ where: { code } });
    const newcomer = await template('NEWCOMER');
    const boost = await template('DAILY_BOOST');
    for (const lang of ['en', 'de', 'ru', 'jp'] as const) {
      const content = (key: keyof PlatformMessages['notice']) => {
        const notice = list.find((n) => n.title === platformCatalogue[lang].notice[key].title);
        if (!notice) throw new Error(`${lang}: no ${key} notice`);
        return notice.content;
      };
      const list = await notices(lang);
      const money = (minor: bigint | null) => formatMinor(lang, minor ?? 0n);
      expect(content('newcomer_coupon')).toContain(money(newcomer.amount));
      expect(content('newcomer_coupon')).toContain(money(newcomer.amountLimit));
      expect(content('daily_boost_back')).toContain(money(boost.amountLimit));
      expect(content('daily_boost_back')).toContain(String(boost.discount));
    }
    expect(formatMinor('ru', 2_000n)).toBe('20,00'); // so "20.00" in a Russian text fails
  });

  it('texts given through the QA surface are shown as given in every language', async () => {
    const res = await server.qa('/notifications', {
      username: 'newbie',
      category: 'activity',
      title: 'Literal QA title',
      content: 'Literal QA content',
    });
    expect(res.code, res.msg).toBe(200);
    const newbie = await server.login('newbie');
    for (const lang of ['de', 'jp', 'th'] as const) {
      const list = paginated(Notification).parse(
        await read('post', '/user/notifications', {}, lang, newbie),
      ).list;
      expect(list.find((n) => n.title === 'Literal QA title')?.content).toBe('Literal QA content');
    }
  });

  it('the QA reset restores the seed with its platform texts and offers', async () => {
    expect((await server.qa('/reset')).code).toBe(200);
    demo = await server.login('demo');
    const newbie = await server.login('newbie');
    const offers = await planList('kor', newbie);
    expect(offers).toHaveLength(3);
    for (const offer of offers) {
      const key = await productKeyOf(offer.product.id);
      expect(offer.product.name).toBe(platformCatalogue.kor.product[key].name);
    }
    expect((await flows('de')).some((f) => f.type === 'manual_withdrawal')).toBe(false);
  });
});
