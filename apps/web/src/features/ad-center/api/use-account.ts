import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api';
import { invalidateAccount } from '@/lib/resources';
import { adCenterKeys } from './keys';
import { usePagedList } from './use-paged';

/** GET /api/assistance/list (follow records + current operated ID), paged. */
export function useFollowRecords() {
  return usePagedList(adCenterKeys.followRecords, (page) =>
    api.user.followList({ query: { page } }),
  );
}

/** POST /api/assistance/follow; the records, the user and the overview change afterwards. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (operatedId: string) => api.user.follow({ body: { operated_id: operatedId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adCenterKeys.followRecords }),
        invalidateAccount(queryClient),
      ]),
  });
}

/** POST /api/feedback. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: ApiBody<'user', 'feedback'>) => api.user.feedback({ body }),
  });
}

/** POST /api/update/password (every session of the user ends: log in again). */
export function useUpdateLoginPassword() {
  return useMutation({
    mutationFn: (body: ApiBody<'user', 'updatePassword'>) => api.user.updatePassword({ body }),
  });
}

/** POST /api/check/password with the MD5 of the PIN. */
export function useCheckPayPassword() {
  return useMutation({
    mutationFn: (passwordMd5: string) =>
      api.user.checkPayPassword({ body: { password: passwordMd5 } }),
  });
}
