import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@adc/contract';
import { ApiError } from '@/lib/api';
import { configureApiEffects } from '@/lib/api-shared';
import { faultBody, EMPTY_FAULT_FORM } from '../lib/fault-form';
import { QaKeyRejectedError, QaSurfaceOffError, productApi, qaApi } from './qa-client';
import { qaKeyStore } from './qa-key';

type Call = { url: string; init: RequestInit };
const calls: Call[] = [];
let answer: () => Response;

const envelope = (code: number, msg = '', data: unknown = null, status = 200) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    }),
  );
  qaKeyStore.set('qa-local');
});

afterEach(() => {
  vi.unstubAllGlobals();
  qaKeyStore.forget();
  localStorage.clear();
});

describe('the QA client', () => {
  it("sends X-QA-Key and a JSON body, never the user's X-CT, and resolves with data", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user-session-token');
    answer = () => envelope(200, 'OK', { available_balance: '10250.00' });
    const result = await qaApi.userDeposit({ body: { username: 'demo', amount: '250' } });
    expect(result).toEqual({ available_balance: '10250.00' });
    const [call] = calls;
    expect(call?.url).toBe('/api/__qa/user/deposit');
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ username: 'demo', amount: '250' });
    const headers = headersOf(call);
    expect(headers.get('x-qa-key')).toBe('qa-local');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('x-ct')).toBeNull();
  });

  it('opens a store without the session either', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'user-session-token');
    answer = () => envelope(200, 'OK', { token: 't', user_info: {} });
    await productApi.openingStore({ body: { code: 'AUTH-QA-0001' } });
    expect(calls[0]?.url).toBe('/api/opening_store');
    expect(headersOf(calls[0]).get('x-ct')).toBeNull();
  });

  it('turns a business error into ApiError with the msg, without the app side effects', async () => {
    const toast = vi.fn();
    configureApiEffects({ toast });
    answer = () => envelope(400, 'Path pattern is invalid');
    const error = await qaApi.toolkit
      .createFault({ body: { path: 'x', code: 503 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).msg).toBe('Path pattern is invalid');
    expect(toast).not.toHaveBeenCalled();
  });

  it('forgets a refused key (HTTP 403) so the console asks again', async () => {
    answer = () => envelope(403, 'Forbidden', null, 403);
    await expect(qaApi.toolkit.listFaults({ body: {} })).rejects.toBeInstanceOf(QaKeyRejectedError);
    expect(qaKeyStore.snapshot()).toEqual({ key: null, rejected: true });
    expect(sessionStorage.getItem('adc_qa_key')).toBeNull();
  });

  it('keeps a key entered while a refused call was on its way', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = qaApi.toolkit.listFaults({ body: {} });
    qaKeyStore.set('new-key');
    release(envelope(403, 'Forbidden', null, 403));
    await expect(pending).rejects.toBeInstanceOf(QaKeyRejectedError);
    expect(qaKeyStore.snapshot()).toEqual({ key: 'new-key', rejected: false });
  });

  it('reports a server without the QA surface (HTTP 404)', async () => {
    answer = () => envelope(400, 'Not found', null, 404);
    await expect(qaApi.toolkit.listFaults({ body: {} })).rejects.toBeInstanceOf(QaSurfaceOffError);
    expect(qaKeyStore.get()).toBe('qa-local');
  });
});

describe('the fault-rule form', () => {
  it('sends numbers as numbers, leaves empty fields out, and passes junk on for the server', () => {
    expect(
      faultBody({
        ...EMPTY_FAULT_FORM,
        path: ' /user/property ',
        username: 'demo',
        http_status: '500',
        times: '2',
        probability: '0.5',
        seed: 'abc',
      }),
    ).toEqual({
      path: '/user/property',
      method: undefined,
      username: 'demo',
      delay_ms: undefined,
      code: undefined,
      http_status: 500,
      drop: undefined,
      probability: 0.5,
      seed: 'abc',
      times: 2,
    });
    expect(faultBody({ ...EMPTY_FAULT_FORM, path: '/x', method: 'GET', drop: true })).toMatchObject(
      { method: 'GET', drop: true },
    );
  });
});
