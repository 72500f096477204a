import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
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
        queryClient.invalidateQueries({ queryKey: adCenterKeys.userInfo }),
        queryClient.invalidateQueries({ queryKey: adCenterKeys.statisticsAll }),
      ]),
  });
}

/** POST /api/feedback. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: { subject: string; content: string }) => api.user.feedback({ body }),
  });
}

/** POST /api/update/password (every session of the user ends: log in again). */
export function useUpdateLoginPassword() {
  return useMutation({
    mutationFn: (body: { old_password: string; new_password: string; confirm_password: string }) =>
      api.user.updatePassword({ body }),
  });
}

/** POST /api/check/password with the MD5 of the PIN. */
export function useCheckPayPassword() {
  return useMutation({
    mutationFn: (passwordMd5: string) =>
      api.user.checkPayPassword({ body: { password: passwordMd5 } }),
  });
}

/** POST /api/set/password: a new PIN, with the MD5 of the current one when changing it. */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; confirm_password: string; old_password?: string }) =>
      api.user.setPayPassword({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adCenterKeys.userInfo }),
  });
}
