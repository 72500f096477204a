import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const { feedback } = apiContract.user;

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { feedback },
      {
        feedback: async ({ request, body }) =>
          ok(request, await services.feedback.submit(userOf(request).id, body), 'success.submit'),
      },
    ),
  );
};
export default routes;
