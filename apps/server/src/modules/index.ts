import type { ModulePlugin } from './module-plugin';
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
import qaCoreRoutes from './qa/routes';
import supportRoutes, { supportQaRoutes } from './support/routes';
import qaToolkitRoutes from './qa/toolkit/routes';

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
  supportRoutes,
];

/** The QA surface: its own calls, the support team's side of the support conversation, the toolkit. */
const qaRoutes: ModulePlugin = async (app, options) => {
  await qaCoreRoutes(app, options);
  await supportQaRoutes(app, options);
  await qaToolkitRoutes(app, options);
};
export { qaRoutes };
