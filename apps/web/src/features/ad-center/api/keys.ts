/**
 * Query keys the ad-center feature owns alone. The user, the statistics and the coupons are shared
 * resources: their keys are in '@/lib/resources'.
 */
export const adCenterKeys = {
  followRecords: ['ad-center', 'follow-records'] as const,
};
