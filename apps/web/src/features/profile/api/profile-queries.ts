import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lang, UserInfo } from '@adc/contract';
import { api } from '@/lib/api';
import { storage } from '@/lib/storage';

/** GET /api/user/info (shared key with the other screens that read the user). */
export const userInfoKey = ['user', 'info'] as const;

/** Keeps fb_userInfo in step with the server (entry, has_pay_password, nickname, avatar…). */
function remember(info: UserInfo): UserInfo {
  if (storage.getToken()) storage.setUserInfo(info);
  return info;
}

export function useProfile() {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: async () => remember(await api.user.info()),
  });
}

export interface ProfileEdit {
  nickname?: string;
  avatar?: string | null;
  lang?: Lang;
  email?: string;
  phone?: string;
}

/** POST /api/user/info/edit: answers the updated user, stored in the cache and fb_userInfo. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileEdit) => api.user.editInfo({ body }),
    onSuccess: (info) => {
      queryClient.setQueryData(userInfoKey, remember(info));
    },
  });
}
