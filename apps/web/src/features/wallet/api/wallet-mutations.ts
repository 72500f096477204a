import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api';
import { invalidateAccount } from '@/lib/resources';
import { walletKeys } from './wallet-queries';

/** The amount, and the MD5 hex of the PIN (from PayPasswordDialog) as `password`. */
export type WithdrawInput = ApiBody<'wallet', 'withdraw'> & {
  /** Idempotency-Key: one UUID per attempt. */
  idempotencyKey: string;
};

/** POST /api/user/withdraw; refreshes the account afterwards. Errors are toasted by the API layer. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, password, idempotencyKey }: WithdrawInput) =>
      api.wallet.withdraw({
        body: { amount, password },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => invalidateAccount(queryClient),
  });
}

/** POST /api/bank_card/edit. */
export function useEditBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'wallet', 'editBankCard'>) => api.wallet.editBankCard({ body }),
    onSuccess: (card) => queryClient.setQueryData(walletKeys.bankCard, card),
  });
}

/** POST /api/acceptor/detail: looks the acceptor up and opens (or returns) the current order. */
export function useAcceptorLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'wallet', 'acceptorDetail'>) => api.wallet.acceptorDetail({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.acceptance }),
  });
}
