import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FlowType } from '@adc/contract';
import { api } from '@/lib/api';
import { storage } from '@/lib/storage';

export const FLOW_PAGE_SIZE = 20;
export const ACCEPTANCE_PAGE_SIZE = 20;

/** Flow filter: every type, or one of the 8 flow types. */
export type FlowFilter = FlowType | 'all';

export const walletKeys = {
  all: ['wallet'] as const,
  property: ['wallet', 'property'] as const,
  flowsAll: ['wallet', 'flows'] as const,
  flows: (month: string, type: FlowFilter) => ['wallet', 'flows', month, type] as const,
  bankCard: ['wallet', 'bank-card'] as const,
  acceptance: ['wallet', 'acceptance-orders'] as const,
  /** The signed-in user (shared key: GET /api/user/info). */
  userInfo: ['user', 'info'] as const,
};

/** GET /api/user/property: total assets, available, to be consumed, to be settled. */
export const propertyQuery = () =>
  queryOptions({ queryKey: walletKeys.property, queryFn: () => api.wallet.property() });

/** GET /api/bank_card/detail: the bound card or wallet address, or null. */
export const bankCardQuery = () =>
  queryOptions({ queryKey: walletKeys.bankCard, queryFn: () => api.wallet.bankCard() });

/** GET /api/user/info, also refreshing fb_userInfo (has_pay_password, entry…). */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: walletKeys.userInfo,
    queryFn: async () => {
      const info = await api.user.info();
      if (storage.getToken()) storage.setUserInfo(info);
      return info;
    },
  });

export const useWalletProperty = () => useQuery(propertyQuery());
export const useBankCard = (enabled = true) => useQuery({ ...bankCardQuery(), enabled });
export const useUserInfo = () => useQuery(userInfoQuery());

interface Paged {
  page: number;
  page_size: number;
  total: number;
}

/** The next page number, or undefined when every record is loaded. */
export function nextPage(last: Paged): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/** GET /api/transaction_flow/list for a month and a type, paged (infinite scroll). */
export function useFlows(month: string, type: FlowFilter) {
  return useInfiniteQuery({
    queryKey: walletKeys.flows(month, type),
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
