import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const { info, editInfo, updatePassword, setPayPassword, checkPayPassword } = apiContract.user;

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { info, editInfo, updatePassword, setPayPassword, checkPayPassword },
      {
        info: async ({ request }) => ok(request, services.users.toUserInfo(userOf(request))),
        editInfo: async ({ request, body }) =>
          ok(request, await services.users.edit(userOf(request).id, body), 'success.update'),
        updatePassword: async ({ request, body }) => {
          await services.users.changePassword(userOf(request).id, body);
          return ok(request, null, 'success.password_change');
        },
        setPayPassword: async ({ request, body }) => {
          await services.payPasswords.set(userOf(request).id, body);
          return ok(request, null, 'success.set_password');
        },
        checkPayPassword: async ({ request, body }) =>
          ok(request, await services.payPasswords.check(userOf(request).id, body.password)),
      },
    ),
  );
};
export default routes;
