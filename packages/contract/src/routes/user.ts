import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  ConfirmPassword,
  Email,
  IdempotencyHeaders,
  LoginPassword,
  Nickname,
  Password,
  PayPin,
  PayPinMd5,
  Phone,
  envelope,
  idInput,
  intInput,
  shortLine,
  pageInput,
  text,
} from '../common';
import { FEEDBACK_SUBJECT_MAX, OPERATED_ID_MAX } from '../constants';
import { CouponStatus, Lang, NOTIFICATION_CATEGORIES, ReadFilter } from '../enums';
import {
  AdStatistics,
  Coupon,
  CouponPage,
  FollowRecordPage,
  NotificationPage,
  UnreadTotal,
  UserInfo,
} from '../schemas';

const c = initContract();

export const userContract = c.router({
  info: {
    method: 'GET',
    path: '/user/info',
    responses: { 200: envelope(UserInfo) },
    summary: 'The signed-in user',
  },
  editInfo: {
    method: 'POST',
    path: '/user/info/edit',
    body: z.object({
      nickname: Nickname.optional(),
      avatar: shortLine(500).nullable().optional(),
      lang: Lang.optional(),
      email: Email.optional(),
      phone: Phone.optional(),
    }),
    responses: { 200: envelope(UserInfo) },
    summary: 'Edit any of nickname, avatar (an /uploads URL), lang, email, phone',
  },
  updatePassword: {
    method: 'POST',
    path: '/update/password',
    body: z.object({
      old_password: LoginPassword,
      new_password: Password,
      confirm_password: ConfirmPassword,
    }),
    responses: { 200: envelope(z.null()) },
    summary: 'Change the login password; every session of the user is revoked (log in again)',
  },
  setPayPassword: {
    method: 'POST',
    path: '/set/password',
    body: z.object({
      password: PayPin,
      confirm_password: ConfirmPassword,
      old_password: PayPinMd5.optional(),
    }),
    responses: { 200: envelope(z.null()) },
    summary:
      'Set the 6-digit transaction password; old_password (MD5 hex) is required to change one',
  },
  checkPayPassword: {
    method: 'POST',
    path: '/check/password',
    body: z.object({ password: PayPinMd5 }),
    responses: { 200: envelope(z.object({ valid: z.literal(true) })) },
    summary: 'Check the transaction password (MD5 hex); 5 wrong tries lock checks for 15 minutes',
  },
  statistics: {
    method: 'GET',
    path: '/ad/order/data_statistics/list',
    query: z.object({ type: intInput(1, 4, 1), user_time_zone: shortLine(64).optional() }),
    responses: { 200: envelope(AdStatistics) },
    summary: 'Data overview: 1 today, 2 this week (from Monday), 3 this month, 4 all time, in X-TZ',
  },
  followList: {
    method: 'GET',
    path: '/assistance/list',
    query: z.object(pageInput),
    responses: {
      200: envelope(FollowRecordPage),
    },
    summary: 'Follow records (proxy operation) and the current operated ID',
  },
  follow: {
    method: 'POST',
    path: '/assistance/follow',
    body: z.object({
      // The 8-digit uid: a typed client may send it as the number it looks like.
      operated_id: z.union([
        z.number().int().positive().transform(String),
        shortLine(OPERATED_ID_MAX, { required: true }),
      ]),
    }),
    responses: { 200: envelope(z.object({ operated_id: z.string() })) },
    summary: "Follow another operator's ID",
  },
  couponList: {
    method: 'GET',
    path: '/user_coupon/list',
    query: z.object({
      status: z.union([CouponStatus, z.literal('claimable')]).default('unused'),
      ...pageInput,
    }),
    responses: { 200: envelope(CouponPage) },
    summary: 'Coupons by status; `claimable` lists the templates the user may claim now',
  },
  couponReceive: {
    method: 'POST',
    path: '/user_coupon/receive',
    headers: IdempotencyHeaders,
    body: z.object({ template_id: idInput }),
    responses: { 200: envelope(Coupon) },
    summary:
      'Claim a coupon: the newcomer coupon once per user, any other name once per day (X-TZ)',
    metadata: { codes: [405] },
  },
  feedback: {
    method: 'POST',
    path: '/feedback',
    body: z.object({
      subject: text(FEEDBACK_SUBJECT_MAX),
      content: text(undefined, { multiline: true }),
    }),
    responses: { 200: envelope(z.object({ id: z.number().int() })) },
    summary: 'Send feedback',
  },
  notifications: {
    method: 'POST',
    path: '/user/notifications',
    body: z.object({
      category: z.enum(['all', ...NOTIFICATION_CATEGORIES]).default('all'),
      read: ReadFilter.default('all'),
      ...pageInput,
    }),
    responses: { 200: envelope(NotificationPage) },
    summary: 'Notifications, newest first',
  },
  readNotifications: {
    method: 'POST',
    path: '/user/notifications/read',
    body: z.object({
      id: idInput.optional(),
      all: z.boolean().optional(),
      category: z
        .enum(['all', ...NOTIFICATION_CATEGORIES])
        .optional()
        .describe(
          'With `all: true`: mark only the unread notifications of this category (a category ' +
            'tab\'s "Mark all read"); `all` or none: every category. Ignored with `id`',
        ),
    }),
    responses: { 200: envelope(UnreadTotal) },
    summary:
      'Mark one notification (`id`) or all (`all: true`, optionally of one `category`) as read; ' +
      'answers the unread total over every category',
  },
  unreadCount: {
    method: 'POST',
    path: '/user/notifications/unread_count',
    body: z.object({}).passthrough().optional(),
    responses: { 200: envelope(UnreadTotal) },
    summary: 'Number of unread notifications',
  },
});
