import { apiContract } from '@adc/contract';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../module-plugin';
import { ok } from '../../lib/envelope';
import { registerRouter, s } from '../../lib/routes';
import type { LoginInput, RegisterInput } from './auth-service';
import { TooManyLoginAttempts } from './login-limiter';

const { registerV2, register, loginV2, login, openingStore } = apiContract.auth;

/** Adds Retry-After to a rate-limited login before the error plugin answers HTTP 429. */
async function withRetryAfter<T>(
  reply: { header(name: string, value: string): unknown },
  run: Promise<T>,
): Promise<T> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof TooManyLoginAttempts)
      reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

const routes: ModulePlugin = async (app, { services }) => {
  // The v2 and the older paths share their handlers.
  const signUp = async (request: FastifyRequest, body: RegisterInput) =>
    ok(
      request,
      await services.auth.register(body, request.headerLang ?? 'en', request.timeZone),
      'success.register',
    );
  const signIn = async (
    request: FastifyRequest,
    reply: { header(name: string, value: string): unknown },
    body: LoginInput,
  ) =>
    ok(
      request,
      await withRetryAfter(reply, services.auth.login(body, request.ip)),
      'success.login',
    );
  await registerRouter(
    app,
    s.router(
      { registerV2, register, loginV2, login, openingStore },
      {
        registerV2: ({ request, body }) => signUp(request, body),
        register: ({ request, body }) => signUp(request, body),
        loginV2: ({ request, reply, body }) => signIn(request, reply, body),
        login: ({ request, reply, body }) => signIn(request, reply, body),
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
