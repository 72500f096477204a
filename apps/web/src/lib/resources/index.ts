/**
 * The shared server resources of the web client: each one's query key, query options and its one
 * invalidation point. Features read the user, the balances, the coupons and the unread count from
 * here (never from each other), so one cache entry serves every screen.
 */
export { resourceKeys, type FlowFilter } from './keys';
export {
  invalidateUserInfo,
  setUserInfo,
  useEditUserInfo,
  userInfoQuery,
  useSetPayPassword,
  useUserInfo,
  type UserInfoOptions,
} from './user';
export { invalidateAccount, propertyQuery, refetchAccount, useProperty } from './account';
export {
  invalidateCoupons,
  isClaimable,
  isCoupon,
  usableCouponsQuery,
  type CouponListItem,
} from './coupons';
export { setUnreadTotal, UNREAD_POLL_MS, unreadCountQuery } from './notifications';
