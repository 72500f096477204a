import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isAccountBlocked } from '@/lib/api-shared';
import { StaleNote } from './stale-note';
import { StateView } from './state-view';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  /** Whether loaded data counts as empty (e.g. `(d) => d.list.length === 0`). */
  isEmpty?: (data: T) => boolean;
  emptyMessage?: ReactNode;
  /** Skeleton rows while loading (default: spinner). */
  skeleton?: number;
  children: (data: T) => ReactNode;
}

/**
 * Renders a react-query result: loading → StateView, error without data → the failed (or offline)
 * state with a Retry button (a calm one without it when the account cannot be used), empty →
 * StateView empty, data → children(data); data whose refresh failed stays shown under a StaleNote
 * (not after an answer that the account cannot be used).
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
  const retry = () => void query.refetch();
  if (query.data === undefined)
    return <StateView state="error" onRetry={retry} error={query.error} />;
  if (isEmpty?.(query.data)) return <StateView state="empty" message={emptyMessage} />;
  return (
    <>
      {query.isError && !isAccountBlocked(query.error) && <StaleNote onRetry={retry} />}
      {children(query.data)}
    </>
  );
}
