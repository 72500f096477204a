import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetching } from './pull-refresh';

/** A real query observer whose fetch succeeds or fails as told. */
function observer(client: QueryClient, name: string, outcome: { fail: boolean }) {
  return new QueryObserver(client, {
    queryKey: [name],
    queryFn: () => (outcome.fail ? Promise.reject(new Error(`${name} failed`)) : name),
    retry: false,
  });
}

describe('refetching', () => {
  it('resolves when every query came back, and rejects when one failed', async () => {
    const client = new QueryClient();
    const second = { fail: false };
    const refresh = refetching(
      observer(client, 'list', { fail: false }),
      observer(client, 'count', second),
    );
    await expect(refresh()).resolves.toBeDefined();
    // A plain refetch() resolves here too, with isError: the head then said "Refreshed".
    second.fail = true;
    await expect(refresh()).rejects.toThrow('count failed');
  });
});
