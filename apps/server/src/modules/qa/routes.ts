import { qaContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';

/** The QA surface; app.ts registers it (behind the X-QA-Key guard) only when QA is enabled. */
const routes: ModulePlugin = async (app, { services }) => {
  const qa = services.qa;
  const router = s.router(qaContract, {
    reset: async ({ request }) => {
      await qa.reset();
      return ok(request, null);
    },
    licenceKeys: async ({ request, body }) => ok(request, await qa.licenceKeys(body.count)),
    authorizationCodes: async ({ request, body }) => ok(request, await qa.authorizationCode(body)),
    userStatus: async ({ request, body }) =>
      ok(request, await qa.userStatus(body.username, body.status)),
    userDeposit: async ({ request, body }) =>
      ok(request, await qa.userDeposit(body.username, body.amount)),
    expireTokens: async ({ request, body }) => ok(request, await qa.expireTokens(body.username)),
    notifications: async ({ request, body }) => ok(request, await qa.notify(body)),
    pushPlan: async ({ request, body }) =>
      ok(request, await qa.pushPlan(body.username, body.product_id)),
    forcePlan: async ({ request, body }) => ok(request, await qa.forcePlan(body.id, body.outcome)),
    completeAcceptanceOrder: async ({ request, body }) =>
      ok(request, await qa.completeAcceptanceOrder(body.id, body.amount)),
    cancelAcceptanceOrder: async ({ request, body }) =>
      ok(request, await qa.cancelAcceptanceOrder(body.id)),
    reviewWithdrawal: async ({ request, body }) =>
      ok(request, await qa.reviewWithdrawal(body.id, body.approve)),
    clock: async ({ request, body }) => ok(request, await qa.readClock(body.username)),
    userReset: async ({ request, body }) => ok(request, await qa.resetPersona(body.username)),
    advanceClock: async ({ request, body }) =>
      ok(request, await qa.advanceClock(body.seconds, body.username)),
    scenarioList: async ({ request }) => ok(request, services.scenarios.list(requestLang(request))),
    scenario: async ({ request, body }) =>
      ok(request, await services.scenarios.create(body.name, body.username)),
  });
  await registerRouter(app, router);
};
export default routes;
