import { describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, RequestTimeoutError } from './api-shared';
import { createQueryClient } from './query-client';

/** How many times the app's client asks a query whose every call fails with `error`. */
async function attempts(error: Error): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.reject(error));
  await client.fetchQuery({ queryKey: ['q'], queryFn, retryDelay: 0 }).catch(() => undefined);
  client.clear();
  return queryFn.mock.calls.length;
}

describe('createQueryClient retries', () => {
  it('asks a quick network failure once more', async () => {
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2);
  });

  // The call already waited REQUEST_TIMEOUT_MS: a retry kept the screen loading as long again
  // (about 60 s) before it said why.
  it('does not ask again a call given up after its timeout', async () => {
    expect(await attempts(new RequestTimeoutError('/api/user/notifications'))).toBe(1);
  });

  it('does not ask again a business or HTTP error (the API layer has said it)', async () => {
    expect(await attempts(new ApiError(500, 'Server error'))).toBe(1);
    expect(await attempts(new HttpError(500))).toBe(1);
  });
});
