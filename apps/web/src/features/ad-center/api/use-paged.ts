import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { nextPage } from '@adc/domain';

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
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
