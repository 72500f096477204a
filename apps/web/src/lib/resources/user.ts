import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { UserInfo } from '@adc/contract';
import { api, type ApiBody } from '@/lib/api';
import { storage } from '@/lib/storage';
import { resourceKeys } from './keys';

/** Keeps fb_userInfo in step with the server (entry, has_pay_password, nickname, avatar…). */
function remember(info: UserInfo): UserInfo {
  if (storage.getToken()) storage.setUserInfo(info);
  return info;
}

/** GET /user/info, also refreshing fb_userInfo so the header and the API layer see the same user. */
export const userInfoQuery = () =>
  queryOptions({
    queryKey: resourceKeys.userInfo,
    queryFn: async () => remember(await api.user.info()),
  });

export interface UserInfoOptions {
  enabled?: boolean;
  /** 0: checked again on every visit (e.g. whether a transaction password is set before a launch). */
  staleTime?: number;
  /** Show the stored fb_userInfo at once, until the fresh copy replaces it. */
  showStored?: boolean;
}

/** The signed-in user (one cache entry for every screen). */
export function useUserInfo({
  enabled = true,
  staleTime,
  showStored = false,
}: UserInfoOptions = {}) {
  return useQuery({
    ...userInfoQuery(),
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(showStored
      ? { initialData: () => storage.getUserInfo() ?? undefined, initialDataUpdatedAt: 0 }
      : {}),
  });
}

/** A call answered the updated user: cache and fb_userInfo take it. */
export function setUserInfo(queryClient: QueryClient, info: UserInfo): void {
  queryClient.setQueryData(resourceKeys.userInfo, remember(info));
}

/** The user changed on the server (PIN set, operated ID followed…): refetch it. */
export function invalidateUserInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: resourceKeys.userInfo });
}

/** POST /user/info/edit: answers the updated user, stored in the cache and fb_userInfo. */
export function useEditUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'user', 'editInfo'>) => api.user.editInfo({ body }),
    onSuccess: (info) => setUserInfo(queryClient, info),
  });
}

/** POST /set/password: a new PIN (the MD5 of the current one in `old_password` when changing it). */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'user', 'setPayPassword'>) => api.user.setPayPassword({ body }),
    onSuccess: () => invalidateUserInfo(queryClient),
  });
}
