import { apiContract, supportQaContract } from '@adc/contract';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import { userOf } from '../../plugins/auth';

/** The user's side of the support conversation. */
const routes: ModulePlugin = async (app, { services }) => {
  const support = services.support;
  await registerRouter(
    app,
    s.router(apiContract.support, {
      thread: async ({ request, query }) =>
        ok(request, await support.thread(userOf(request).id, query, requestLang(request))),
      send: async ({ request, body, headers }) =>
        ok(
          request,
          await support.send(
            userOf(request).id,
            body.content,
            requestLang(request),
            headers['idempotency-key'],
          ),
        ),
      read: async ({ request }) =>
        ok(request, await support.markReadByUser(userOf(request).id), 'success.read'),
      unreadCount: async ({ request }) =>
        ok(request, await support.unreadByUser(userOf(request).id)),
      // No session (auth: false): the sender may be locked out of the account. A rate-limited
      // message throws TooManyRequests: the error plugin answers HTTP 429 with Retry-After.
      visitorSend: async ({ request, body, headers }) =>
        ok(
          request,
          await services.visitorMessages.send(
            body,
            requestLang(request),
            request.ip,
            headers['idempotency-key'],
          ),
          'success.visitor_message',
        ),
    }),
  );
};
export default routes;

/** The support team's side, on the QA surface: registered with it (behind the X-QA-Key guard). */
export const supportQaRoutes: ModulePlugin = async (app, { services }) => {
  const support = services.support;
  await registerRouter(
    app,
    s.router(supportQaContract, {
      reply: async ({ request, body }) =>
        ok(request, await support.reply(body.username, body.content, requestLang(request))),
      threads: async ({ request, body }) =>
        ok(request, await support.threads(body, requestLang(request))),
      messages: async ({ request, body }) =>
        ok(request, await support.threadForSupport(body.username, body, requestLang(request))),
      visitorMessages: async ({ request, body }) =>
        ok(request, await services.visitorMessages.list(body)),
    }),
  );
};
