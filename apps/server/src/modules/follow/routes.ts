import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const { followList, follow } = apiContract.user;

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { followList, follow },
      {
        followList: async ({ request, query }) =>
          ok(request, await services.follows.list(userOf(request).id, query)),
        follow: async ({ request, body }) =>
          ok(
            request,
            await services.follows.follow(userOf(request).id, body.operated_id),
            'success.follow',
          ),
      },
    ),
  );
};
export default routes;
