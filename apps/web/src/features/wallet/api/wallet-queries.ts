import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { nextPage } from '@adc/domain';
import { api } from '@/lib/api';
import { resourceKeys, type FlowFilter } from '@/lib/resources';

export const FLOW_PAGE_SIZE = 20;
export const ACCEPTANCE_PAGE_SIZE = 20;

export type { FlowFilter };

/**
 * Query keys the wallet owns: everything under ['wallet']. The balances, the funding details and
 * the user are shared resources ('@/lib/resources').
 */
export const walletKeys = {
  all: ['wallet'] as const,
  bankCard: ['wallet', 'bank-card'] as const,
  acceptance: ['wallet', 'acceptance-orders'] as const,
};

/** GET /api/bank_card/detail: the bound card or wallet address, or null. */
export const bankCardQuery = () =>
  queryOptions({ queryKey: walletKeys.bankCard, queryFn: () => api.wallet.bankCard() });

export const useBankCard = (enabled = true) => useQuery({ ...bankCardQuery(), enabled });

/** GET /api/transaction_flow/list for a month and a type, paged (infinite scroll). */
export function useFlows(month: string, type: FlowFilter) {
  return useInfiniteQuery({
    queryKey: resourceKeys.flows(month, type),
    queryFn: ({ pageParam }) =>
      api.wallet.flows({
        query: {
          month,
          ...(type === 'all' ? {} : { type }),
          page: pageParam,
          page_size: FLOW_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** GET /api/acceptor/order/list: acceptance records (paged) and the `current` open order. */
export function useAcceptanceOrders() {
  return useInfiniteQuery({
    queryKey: walletKeys.acceptance,
    queryFn: ({ pageParam }) =>
      api.wallet.acceptorOrders({ query: { page: pageParam, page_size: ACCEPTANCE_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
