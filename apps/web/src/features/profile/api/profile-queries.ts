import type { ApiBody } from '@/lib/api';
import { useEditUserInfo, useUserInfo } from '@/lib/resources';

/** The signed-in user the profile shows and edits (the shared GET /api/user/info entry). */
export const useProfile = () => useUserInfo();

export type ProfileEdit = ApiBody<'user', 'editInfo'>;

/** POST /api/user/info/edit (the shared resource's one mutation: cache and fb_userInfo follow). */
export const useEditProfile = () => useEditUserInfo();
