import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { orders: apiContract.wallet.acceptorOrders, detail: apiContract.wallet.acceptorDetail },
      {
        orders: async ({ request, query }) =>
          ok(request, await services.acceptors.orders(userOf(request).id, query)),
        detail: async ({ request, body }) =>
          ok(request, await services.acceptors.open(userOf(request).id, body)),
      },
    ),
  );
};
export default routes;
