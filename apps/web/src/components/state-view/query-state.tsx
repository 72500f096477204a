import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StateView } from './state-view';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** Whether loaded data counts as empty (e.g. `(d) => d.list.length === 0`). */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: ReactNode;
  /** Skeleton rows while loading (default: spinner). */
  skeleton?: number;
  children: (data: T) => ReactNode;
}

/**
 * Renders a react-query result: loading → StateView, error → "Request failed, click to reload"
 * (refetches), empty → StateView empty, data → children(data).
 *
 *   <QueryState query={useQuery(walletPropertyQuery())}>{(p) => <Balances property={p} />}</QueryState>
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyMessage,
  skeleton,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <StateView state="loading" skeleton={skeleton} />;
  if (query.isError || query.data === undefined)
    return <StateView state="error" onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <StateView state="empty" message={emptyMessage} />;
  return <>{children(query.data)}</>;
}
