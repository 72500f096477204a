import { apiContract } from '@adc/contract';
import { matchLang } from '@adc/messages';
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
        // The map is the same in every language; `lang` (the app's language, as the spec's client
        // sends it) is the language of `msg` when Accept-Language names none of ours.
        basicConfig: async ({ request, query }) => {
          request.headerLang ??= query.lang ? matchLang(query.lang) : undefined;
          return ok(request, services.common.getBasicConfig());
        },
        lang: async ({ request }) => ok(request, services.common.languageFor(request.headerLang)),
      },
    ),
  );
};
export default routes;
