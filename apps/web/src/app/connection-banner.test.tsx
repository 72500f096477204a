import { useInfiniteQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient, withProviders } from '@/test/render';
import { ConnectionBanner } from './connection-banner';

/** A paged list whose pages in `fail.pages` fail. */
function List({ fail }: { fail: { pages: Set<number> } }) {
  const query = useInfiniteQuery({
    queryKey: ['list'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      if (fail.pages.has(pageParam)) return Promise.reject(new Error(`page ${pageParam} failed`));
      return Promise.resolve([`item ${pageParam}`]);
    },
    getNextPageParam: (_last, pages) => pages.length + 1,
  });
  return (
    <div>
      {query.data?.pages.flat().map((item) => (
        <p key={item}>{item}</p>
      ))}
      <button type="button" onClick={() => void query.fetchNextPage()}>
        more
      </button>
      <button type="button" onClick={() => void query.refetch()}>
        refresh
      </button>
    </div>
  );
}

describe('ConnectionBanner', () => {
  it('does not call a list stale when only its next page failed; does when its refresh failed', async () => {
    const fail = { pages: new Set<number>() };
    const Providers = withProviders(testQueryClient());
    render(
      <Providers>
        <List fail={fail} />
        <ConnectionBanner />
      </Providers>,
    );
    await screen.findByText('item 1');

    fail.pages.add(2);
    await act(async () => screen.getByRole('button', { name: 'more' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('item 1')).toBeTruthy();
    expect(screen.queryByText('Not up to date: the last refresh failed.')).toBeNull();

    fail.pages.add(1);
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    expect(await screen.findByText('Not up to date: the last refresh failed.')).toBeTruthy();
  });
});
