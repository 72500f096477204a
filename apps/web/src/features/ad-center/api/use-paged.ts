import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Next page number of a paged answer, or undefined at the end. */
export function nextPage(
  last: Pick<Paged<unknown>, 'page' | 'page_size' | 'total' | 'list'>,
): number | undefined {
  if (last.list.length === 0) return undefined;
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/** A paged list as an infinite query (page 1 first; `refetch` reloads from page 1). */
export function usePagedList<P extends Paged<unknown>>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<P>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}
