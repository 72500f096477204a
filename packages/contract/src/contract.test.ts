import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { z, ZodTypeAny } from 'zod';
import {
  ACCEPTANCE_CODE_MAX,
  BANK_CARD_FIELD_MAX,
  NICKNAME_MAX,
  OPERATED_ID_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './constants';
import { apiContract, moneyInput, qaContract, supportQaContract } from './index';
import { SchemaConverter } from './openapi/json-schema';

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((value) => (isAppRoute(value) ? [value] : routesOf(value)));
}

const SPEC_CALLS = [
  'POST /files/upload',
  'GET /plan/order/list',
  'POST /plan/order/detail',
  'POST /plan/order/app/detail',
  'POST /plan/order/put',
  'POST /auth/v2/register',
  'POST /auth/v2/login',
  'GET /auth/v2/lang',
  'POST /auth/login',
  'POST /auth/register',
  'GET /user/info',
  'GET /basic_config',
  'POST /opening_store',
  'GET /ad/order/data_statistics/list',
  'GET /assistance/list',
  'POST /assistance/follow',
  'GET /user_coupon/list',
  'POST /user_coupon/receive',
  'POST /feedback',
  'POST /user/notifications',
  'POST /user/notifications/read',
  'POST /user/notifications/unread_count',
  'POST /user/info/edit',
  'POST /update/password',
  'GET /user/property',
  'GET /transaction_flow/list',
  'GET /acceptor/order/list',
  'POST /acceptor/detail',
  'POST /user/withdraw',
  'POST /check/password',
  'POST /bank_card/edit',
  'GET /bank_card/detail',
  'POST /set/password',
];

describe('contract', () => {
  it('has exactly the 33 calls of the spec under /api, and the support conversation', () => {
    const { support, ...spec } = apiContract;
    const calls = (router: AppRouter) =>
      routesOf(router).map((route) => `${route.method} ${route.path.replace(/^\/api/, '')}`);
    expect(calls(spec).sort()).toEqual([...SPEC_CALLS].sort());
    expect(calls(support).sort()).toEqual([
      'GET /support/messages',
      'GET /support/unread_count',
      'POST /support/messages',
      'POST /support/read',
      'POST /support/visitor_messages',
    ]);
  });

  it('has the QA calls under /api/__qa, the clock among them', () => {
    const paths = routesOf(qaContract).map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/__qa/clock', '/api/__qa/clock/advance']));
    expect(paths.every((p) => p.startsWith('/api/__qa/'))).toBe(true);
  });

  it("has the support team's calls under /api/__qa/support", () => {
    expect(routesOf(supportQaContract).map((route) => route.path)).toEqual([
      '/api/__qa/support/reply',
      '/api/__qa/support/threads',
      '/api/__qa/support/messages',
      '/api/__qa/support/visitor_messages',
    ]);
  });
});

describe('moneyInput (amounts parsed by @adc/domain)', () => {
  it.each([
    [0, 0n],
    ['0', 0n],
    [12.5, 1250n],
    ['12.50', 1250n],
    ['07', 700n],
    ['1250.05', 125005n],
    [0.1, 10n],
  ])('parses %j', (input, expected) => {
    expect(moneyInput().parse(input)).toBe(expected);
  });

  it.each([
    [-1],
    ['-1'],
    ['1.234'],
    ['abc'],
    [''],
    [Number.NaN],
    [Infinity],
    [null],
    [true],
    ['1e5'],
    ['12345678901234'],
    ['  7 '],
    ['\t100'],
    ['100\n'],
  ])('rejects %j', (input) => {
    expect(moneyInput().safeParse(input).success).toBe(false);
  });

  it.each([
    ['10000000000000'],
    ['99999999999999.99'],
    ['1'.repeat(30)],
    [Number('99999999999999.99')],
    [1e21],
  ])('says %j is too large, not malformed', (input) => {
    expect(moneyInput().safeParse(input).error?.issues[0]?.message).toBe(
      'validation.amount_too_large',
    );
    const put = (apiContract.plan.put.body as z.AnyZodObject).shape.amount as ZodTypeAny;
    expect(put.safeParse(input).error?.issues[0]?.message).toBe(
      'error.investment_amount_out_of_range',
    );
  });

  it('takes up to 9999999999999.99; malformed stays malformed, whatever its size', () => {
    expect(moneyInput().parse('9999999999999.99')).toBe(999_999_999_999_999n);
    for (const input of ['99999999999999.999', '-99999999999999', 'abc']) {
      expect(moneyInput().safeParse(input).error?.issues[0]?.message).toBe('validation.amount');
    }
  });
});

describe('length limits count characters (code points), as the OpenAPI maxLength does', () => {
  const feedback = apiContract.user.feedback.body as ZodTypeAny;
  const subjectOf = (subject: string) => feedback.safeParse({ subject, content: 'c' });

  it('takes 100 emoji or CJK extension characters as a 100-character subject, not 200', () => {
    expect(subjectOf('😀'.repeat(100)).success).toBe(true);
    expect(subjectOf('𠀀'.repeat(100)).success).toBe(true);
    const over = subjectOf('😀'.repeat(101));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]).toMatchObject({
      code: 'too_big',
      maximum: 100,
      path: ['subject'],
    });
  });

  it('counts passwords the same way, keeping their message', () => {
    const password = (apiContract.auth.registerV2.body as z.AnyZodObject).shape
      .password as ZodTypeAny;
    expect(password.safeParse('🔑'.repeat(64)).success).toBe(true);
    expect(password.safeParse('🔑'.repeat(3)).error?.issues[0]).toMatchObject({
      code: 'too_small',
      message: 'validation.password',
    });
  });

  it('bounds the form fields by the named limits the web forms also read', () => {
    const fieldOf = (body: unknown, name: string) =>
      (body as z.AnyZodObject).shape[name] as ZodTypeAny;
    const cases: [ZodTypeAny, number][] = [
      [fieldOf(apiContract.user.editInfo.body, 'nickname'), NICKNAME_MAX],
      [fieldOf(apiContract.user.follow.body, 'operated_id'), OPERATED_ID_MAX],
      [fieldOf(apiContract.wallet.acceptorDetail.body, 'code'), ACCEPTANCE_CODE_MAX],
      [fieldOf(apiContract.user.updatePassword.body, 'new_password'), PASSWORD_MAX],
      // The mobile number is a phone number (below), never 64 emoji.
      ...Object.entries(BANK_CARD_FIELD_MAX)
        .filter(([name]) => name !== 'mobile')
        .map(([name, max]): [ZodTypeAny, number] => [
          fieldOf(apiContract.wallet.editBankCard.body, name),
          max,
        ]),
    ];
    for (const [schema, max] of cases) {
      expect(schema.safeParse('😀'.repeat(max)).success).toBe(true);
      expect(schema.safeParse('😀'.repeat(max + 1)).success).toBe(false);
    }
    const password = fieldOf(apiContract.user.updatePassword.body, 'new_password');
    expect(password.safeParse('x'.repeat(PASSWORD_MIN)).success).toBe(true);
    expect(password.safeParse('x'.repeat(PASSWORD_MIN - 1)).success).toBe(false);
  });

  it("takes a bank card's mobile by the one phone rule, as the profile's phone", () => {
    const mobile = (apiContract.wallet.editBankCard.body as z.AnyZodObject).shape
      .mobile as ZodTypeAny;
    const phone = (apiContract.user.editInfo.body as z.AnyZodObject).shape.phone as ZodTypeAny;
    for (const value of ['13800000000', '+4915112345678', ' 123456 ']) {
      expect(mobile.safeParse(value).success).toBe(true);
      expect(phone.safeParse(value).success).toBe(true);
    }
    for (const value of ['abc', '!!!', '1', '12345', '+49 151 2345', '1'.repeat(21)]) {
      expect(mobile.safeParse(value).error?.issues[0]?.message).toBe('validation.phone');
      expect(phone.safeParse(value).error?.issues[0]?.message).toBe('validation.phone');
    }
    expect(mobile.safeParse('  ').error?.issues[0]).toMatchObject({ code: 'too_small' });
  });

  it('declares the same bounds in the OpenAPI document', () => {
    const schema = new SchemaConverter({}, {}).request(feedback);
    expect(schema).toMatchObject({
      properties: { subject: { minLength: 1, maxLength: 100 }, content: { maxLength: 2000 } },
    });
  });
});
