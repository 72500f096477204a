import type { ModulePlugin } from '../core';
import authRoutes from './auth/routes';
import userRoutes from './user/routes';
import commonRoutes from './common/routes';
import filesRoutes from './files/routes';
import feedbackRoutes from './feedback/routes';
import followRoutes from './follow/routes';
import notificationRoutes from './notification/routes';
import couponRoutes from './coupon/routes';
import walletRoutes from './wallet/routes';
import acceptorRoutes from './acceptor/routes';
import planRoutes from './plan/routes';
import qaRoutes from './qa/routes';

/** One route plugin per domain; QA routes are registered only when the QA surface is enabled. */
export const productModules: ModulePlugin[] = [
  authRoutes,
  userRoutes,
  commonRoutes,
  filesRoutes,
  feedbackRoutes,
  followRoutes,
  notificationRoutes,
  couponRoutes,
  walletRoutes,
  acceptorRoutes,
  planRoutes,
];
export { qaRoutes };
