import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptorType, CardType } from '@adc/contract';
import { api } from '@/lib/api';
import type { CardFormValues } from '../lib/bank-card-form';
import { walletKeys } from './wallet-queries';

export interface WithdrawInput {
  amount: string;
  /** MD5 hex of the PIN (from PayPasswordDialog). */
  password: string;
  /** Idempotency-Key: one UUID per attempt. */
  idempotencyKey: string;
}

/** POST /api/user/withdraw; refreshes balances and flows on success. Errors are toasted by the API layer. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, password, idempotencyKey }: WithdrawInput) =>
      api.wallet.withdraw({
        body: { amount, password },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

/** POST /api/bank_card/edit. */
export function useEditBankCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: CardType } & CardFormValues) => api.wallet.editBankCard({ body }),
    onSuccess: (card) => queryClient.setQueryData(walletKeys.bankCard, card),
  });
}

/** POST /api/acceptor/detail: looks the acceptor up and opens (or returns) the current order. */
export function useAcceptorLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: AcceptorType; code: string }) => api.wallet.acceptorDetail({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.acceptance }),
  });
}

/** POST /api/set/password (first transaction password: clear digits, twice). */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      api.user.setPayPassword({ body: { password: pin, confirm_password: pin } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.userInfo }),
  });
}
