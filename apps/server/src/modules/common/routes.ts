import { apiContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';

const { basicConfig, lang } = apiContract.common;

const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { basicConfig, lang },
      {
        // `lang` is accepted for older clients; the map is the same in every language.
        basicConfig: async ({ request }) => ok(request, services.common.getBasicConfig()),
        lang: async ({ request }) => ok(request, services.common.languageFor(request.headerLang)),
      },
    ),
  );
};
export default routes;
