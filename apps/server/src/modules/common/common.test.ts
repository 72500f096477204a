import { BasicConfig, LANGS } from '@adc/contract';
import { LANGUAGE_NAMES, LOCALE_SOURCES, translate } from '@adc/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customerServiceFromEnv } from '../../config';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /basic_config', () => {
  it('lists one entry per app language with its locale tags and own name, without a token', async () => {
    const res = await server.get<BasicConfig>('/basic_config');
    expect(res).toMatchObject({ status: 200, code: 200, msg: translate('en', 'code.200') });
    const config = BasicConfig.parse(res.data);
    expect(config.client_language_map.map((entry) => entry.targets)).toEqual([...LANGS]);
    for (const entry of config.client_language_map) {
      expect(entry.source).toEqual(LOCALE_SOURCES[entry.targets]);
      expect(entry.description).toBe(LANGUAGE_NAMES[entry.targets]);
    }
    expect(config.client_language_map.find((entry) => entry.targets === 'cht')?.source).toEqual(
      expect.arrayContaining(['zh-TW', 'zh-HK', 'cht']),
    );
    expect(config).toMatchObject({
      customer_service_url: '/customer',
      customer_service_url_type: 1,
      default_lang: 'en',
    });
  });

  it('accepts the lang parameter and answers the same map, msg in the asked language', async () => {
    const plain = await server.get<BasicConfig>('/basic_config');
    const zh = await server.get<BasicConfig>(
      '/basic_config',
      { lang: 'zh' },
      { headers: { 'Accept-Language': 'zh' } },
    );
    expect(zh.msg).toBe(translate('zh', 'code.200'));
    expect(zh.data).toEqual(plain.data);
    // Without Accept-Language, the lang parameter is the language asked for.
    expect((await server.get('/basic_config', { lang: 'de' })).msg).toBe(
      translate('de', 'code.200'),
    );
    expect((await server.get('/basic_config', { lang: 'zh-TW' })).msg).toBe(
      translate('cht', 'code.200'),
    );
    const both = await server.get(
      '/basic_config',
      { lang: 'de' },
      { headers: { 'Accept-Language': 'fr' } },
    );
    expect(both.msg).toBe(translate('fr', 'code.200'));
  });
});

describe('customer service settings (CUSTOMER_SERVICE_URL / CUSTOMER_SERVICE_URL_TYPE)', () => {
  it('defaults to the internal /customer page', () => {
    expect(customerServiceFromEnv({})).toEqual({ url: '/customer', type: 1 });
    expect(customerServiceFromEnv({ CUSTOMER_SERVICE_URL: '  ' })).toEqual({
      url: '/customer',
      type: 1,
    });
  });

  it('takes the URL and infers the type from it unless the type is given', () => {
    expect(customerServiceFromEnv({ CUSTOMER_SERVICE_URL: 'https://chat.example.com/x' })).toEqual({
      url: 'https://chat.example.com/x',
      type: 2,
    });
    expect(customerServiceFromEnv({ CUSTOMER_SERVICE_URL: '/help' })).toEqual({
      url: '/help',
      type: 1,
    });
    expect(
      customerServiceFromEnv({ CUSTOMER_SERVICE_URL: '/help', CUSTOMER_SERVICE_URL_TYPE: '2' }),
    ).toEqual({ url: '/help', type: 2 });
    expect(
      customerServiceFromEnv({
        CUSTOMER_SERVICE_URL: 'https://a.b',
        CUSTOMER_SERVICE_URL_TYPE: '1',
      }),
    ).toEqual({ url: 'https://a.b', type: 1 });
    expect(
      customerServiceFromEnv({
        CUSTOMER_SERVICE_URL: 'https://a.b',
        CUSTOMER_SERVICE_URL_TYPE: '7',
      }),
    ).toEqual({ url: 'https://a.b', type: 2 });
  });
});

describe('GET /auth/v2/lang', () => {
  it.each([
    ['zh-TW', 'cht'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['de-AT,en;q=0.5', 'de'],
    ['fr;q=0.2, ja;q=0.8', 'jp'],
    ['es-419', 'spa'],
    ['ko', 'kor'],
    ['xx-YY', 'en'],
  ])('maps Accept-Language %s to %s', async (header, lang) => {
    const res = await server.get<{ lang: string }>(
      '/auth/v2/lang',
      {},
      { headers: { 'Accept-Language': header } },
    );
    expect(res).toMatchObject({ status: 200, code: 200, data: { lang } });
  });

  it('defaults to en without Accept-Language', async () => {
    expect((await server.get('/auth/v2/lang')).data).toEqual({ lang: 'en' });
  });
});
