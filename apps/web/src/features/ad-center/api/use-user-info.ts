import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@adc/contract';
import { api } from '@/lib/api';
import { storage } from '@/lib/storage';
import { adCenterKeys } from './keys';

/**
 * GET /api/user/info. The stored fb_userInfo shows at once; the fresh copy replaces it (and is
 * stored again, so the header and other screens see the same user).
 */
export function useUserInfo() {
  return useQuery<UserInfo>({
    queryKey: adCenterKeys.userInfo,
    queryFn: async () => {
      const info = await api.user.info();
      if (storage.getToken()) storage.setUserInfo(info);
      return info;
    },
    initialData: () => storage.getUserInfo() ?? undefined,
    initialDataUpdatedAt: 0,
  });
}
