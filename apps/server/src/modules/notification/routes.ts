import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const routes: ModulePlugin = async (app, { services }) => {
  const notifications = services.notifications;
  const router = s.router(
    {
      notifications: apiContract.user.notifications,
      readNotifications: apiContract.user.readNotifications,
      unreadCount: apiContract.user.unreadCount,
    },
    {
      notifications: async ({ request, body }) =>
        ok(request, await notifications.list(userOf(request), body, requestLang(request))),
      readNotifications: async ({ request, body }) =>
        ok(request, await notifications.markRead(userOf(request), body), 'success.read'),
      unreadCount: async ({ request }) =>
        ok(request, await notifications.unreadTotal(userOf(request))),
    },
  );
  await registerRouter(app, router);
};
export default routes;
