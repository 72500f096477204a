import type { PlanOrder } from '@adc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QA_KEY, startTestServer, type TestServer } from '../test/harness';

/** "No value" as typed clients and forms send it: null in JSON, an empty query parameter. */
describe('a field left out as null or as an empty query parameter', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('demo');
  });
  afterAll(async () => {
    await server.close();
  });

  it('is absent in a JSON body (coupon_id: null launches without a coupon)', async () => {
    const plan = await server.qa<PlanOrder>('/plans/push', { username: 'demo' });
    const put = await server.post<PlanOrder>(
      '/plan/order/put',
      { id: plan.data.id, amount: '100.00', coupon_id: null },
      { token },
    );
    expect(put).toMatchObject({ code: 200, data: { status: 'matching', put_amount: '100.00' } });
    const list = await server.post(
      '/user/notifications',
      { category: null, read: null, page: null, page_size: null },
      { token },
    );
    expect(list).toMatchObject({ code: 200, data: { page: 1, page_size: 20 } });
  });

  it('is absent in a query string (?month=&type=&page=)', async () => {
    const flows = await server.get(
      '/transaction_flow/list',
      { month: '', type: '', page: '', page_size: ' ' },
      { token },
    );
    expect(flows).toMatchObject({ code: 200, data: { page: 1, page_size: 20 } });
    const plans = await server.get<{ total: number }>(
      '/plan/order/list',
      { status: '' },
      { token },
    );
    const all = await server.get<{ total: number }>('/plan/order/list', {}, { token });
    expect(plans.data.total).toBe(all.data.total);
  });

  it('is absent in a QA call: a fault rule read back with its nulls can be posted again', async () => {
    const rule = await server.qa<Record<string, unknown>>('/faults', {
      path: '/user/info',
      code: 500,
    });
    const { id: _id, hits: _hits, times_left: times, ...again } = rule.data;
    const copy = await server.qa('/faults', { ...again, times });
    expect(copy).toMatchObject({ code: 200, data: { path: '/user/info', method: null } });
    await server.qa('/faults/clear', {});
  });

  it('takes a POST without a body as {} when every field may be left out', async () => {
    const clock = await server.http.post('/api/__qa/clock').set('X-QA-Key', QA_KEY);
    expect(clock.body).toMatchObject({ code: 200, data: { offset_seconds: 0 } });
    const keys = await server.http.post('/api/__qa/licence_keys').set('X-QA-Key', QA_KEY);
    expect(keys.body).toMatchObject({ code: 200, data: { keys: [expect.any(String)] } });
    const list = await server.http.post('/api/user/notifications').set('X-CT', token);
    expect(list.body).toMatchObject({ code: 200, data: { page: 1, page_size: 20 } });
    // A body with a field that must be given still must be.
    const scenario = await server.http.post('/api/__qa/scenario').set('X-QA-Key', QA_KEY);
    expect(scenario.body).toMatchObject({ code: 400, msg: 'body is required' });
  });

  it('keeps a null that means something (avatar: null) and refuses other wrong values', async () => {
    expect(await server.post('/user/info/edit', { avatar: null }, { token })).toMatchObject({
      code: 200,
      data: { avatar: null },
    });
    expect(
      await server.post('/plan/order/put', { id: null, amount: '1' }, { token }),
    ).toMatchObject({ code: 400, msg: 'id is invalid' });
    expect(
      await server.get('/transaction_flow/list', { month: '2026-13' }, { token }),
    ).toMatchObject({ code: 400 });
  });

  it('shows the input as sent in the request journal', async () => {
    await server.qa('/requests/clear', {});
    await server.get('/transaction_flow/list', { month: '' }, { token });
    await server.post('/user/notifications', { category: null }, { token });
    const journal = await server.qa<{ list: { query: unknown; body: unknown }[] }>('/requests', {
      username: 'demo',
    });
    expect(journal.data.list.map(({ query, body }) => ({ query, body }))).toEqual([
      { query: {}, body: { category: null } },
      { query: { month: '' }, body: null },
    ]);
  });
});
