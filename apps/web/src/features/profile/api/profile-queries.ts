import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody } from '@/lib/api';
import { setUserInfo, useUserInfo } from '@/lib/resources';

/** The signed-in user the profile shows and edits (the shared GET /api/user/info entry). */
export const useProfile = () => useUserInfo();

export type ProfileEdit = ApiBody<'user', 'editInfo'>;

/** POST /api/user/info/edit: answers the updated user, stored in the cache and fb_userInfo. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileEdit) => api.user.editInfo({ body }),
    onSuccess: (info) => setUserInfo(queryClient, info),
  });
}
