import { apiContract } from '@adc/contract';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import type { LoginInput, RegisterInput } from './auth-service';

const { registerV2, register, loginV2, login, openingStore } = apiContract.auth;

const routes: ModulePlugin = async (app, { services }) => {
  // The v2 and the older paths share their handlers.
  const signUp = async (request: FastifyRequest, body: RegisterInput) =>
    ok(
      request,
      await services.auth.register(body, request.headerLang ?? 'en', request.timeZone),
      'success.register',
    );
  // A rate-limited login throws TooManyLoginAttempts: the error plugin answers HTTP 429 with
  // Retry-After.
  const signIn = async (request: FastifyRequest, body: LoginInput) =>
    ok(request, await services.auth.login(body, request.ip), 'success.login');
  await registerRouter(
    app,
    s.router(
      { registerV2, register, loginV2, login, openingStore },
      {
        registerV2: ({ request, body }) => signUp(request, body),
        register: ({ request, body }) => signUp(request, body),
        loginV2: ({ request, body }) => signIn(request, body),
        login: ({ request, body }) => signIn(request, body),
        openingStore: async ({ request, body }) =>
          ok(
            request,
            await services.auth.openAccount(body.code, request.timeZone),
            'success.open_account',
          ),
      },
    ),
  );
};
export default routes;
