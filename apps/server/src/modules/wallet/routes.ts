import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

const wallet = apiContract.wallet;

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      {
        property: wallet.property,
        flows: wallet.flows,
        withdraw: wallet.withdraw,
        bankCard: wallet.bankCard,
        editBankCard: wallet.editBankCard,
      },
      {
        property: async ({ request }) =>
          ok(request, await services.wallet.property(userOf(request).id)),
        flows: async ({ request, query }) =>
          ok(
            request,
            await services.wallet.flows(
              userOf(request).id,
              query,
              request.timeZone,
              requestLang(request),
            ),
          ),
        withdraw: async ({ request, body, headers }) =>
          ok(
            request,
            await services.wallet.withdraw(userOf(request).id, body, headers['idempotency-key']),
            'success.withdraw',
          ),
        bankCard: async ({ request }) =>
          ok(request, await services.wallet.bankCard(userOf(request).id)),
        editBankCard: async ({ request, body }) =>
          ok(request, await services.wallet.editBankCard(userOf(request).id, body), 'success.bind'),
      },
    ),
  );
};
export default routes;
