import { qaToolkitContract } from '@adc/contract';
import type { ModulePlugin } from '../../module-plugin';
import { ok, requestLang } from '../../../lib/envelope';
import { QaDirectory } from './directory';
import { registerRouter, s } from '../../../lib/routes';

/** The toolkit calls of the QA surface: fault rules and the request journal. */
const routes: ModulePlugin = async (app, { services }) => {
  const { faults, journal } = services;
  const directory = new QaDirectory(app.core, services);
  const router = s.router(qaToolkitContract, {
    createFault: async ({ request, body }) => ok(request, await faults.create(body)),
    listFaults: async ({ request }) => ok(request, await faults.list()),
    clearFaults: async ({ request, body }) => ok(request, await faults.clear(body)),
    requests: async ({ request, body }) => ok(request, await journal.list(body)),
    clearRequests: async ({ request, body }) => ok(request, await journal.clear(body?.username)),
    users: async ({ request, body }) => ok(request, await directory.users(body)),
    userDetail: async ({ request, body }) =>
      ok(request, await directory.user(body.username, requestLang(request))),
  });
  await registerRouter(app, router);
};
export default routes;
