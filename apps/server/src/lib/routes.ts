import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';

/** A contract (or a part of it) with its implementation, as `registerRouter` takes it. */
export interface RoutedContract<T extends AppRouter> {
  contract: T;
  routes: RouterImplementation<T>;
}

export const s = {
  router: <T extends AppRouter>(
    contract: T,
    routes: RouterImplementation<T>,
  ): RoutedContract<T> => ({ contract, routes }),
};

const server = initServer();

/**
 * Registers the routes of a contract with @ts-rest/fastify's public registrar (validation,
 * handler arguments, replies, `config.tsRestRoute` for the auth hook). The registrar also sets
 * an error handler on the scope it is given, so it gets a scope of its own (a module may register
 * several contracts), and its handler passes every error, RequestValidationError included, on
 * to the parent's: the error plugin, which answers it as the envelope (HTTP 200, code 400).
 */
export async function registerRouter<T extends AppRouter>(
  app: FastifyInstance,
  { contract, routes }: RoutedContract<T>,
): Promise<void> {
  await app.register(async (scope) => {
    server.registerRouter(contract, routes, scope, {
      requestValidationErrorHandler: (error, _request, reply) => {
        reply.send(error);
      },
    });
  });
}
