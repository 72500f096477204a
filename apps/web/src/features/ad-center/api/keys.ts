/** React Query keys of the ad-center feature. `userInfo` is GET /user/info, shared by every screen. */
export const adCenterKeys = {
  userInfo: ['user', 'info'] as const,
  statistics: (type: number) => ['ad-center', 'statistics', type] as const,
  statisticsAll: ['ad-center', 'statistics'] as const,
  coupons: (status: string) => ['ad-center', 'coupons', status] as const,
  couponsAll: ['ad-center', 'coupons'] as const,
  followRecords: ['ad-center', 'follow-records'] as const,
};
