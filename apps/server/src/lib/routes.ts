import { ResultCode } from '@adc/contract';
import type { AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { describeZodError, sendFailure } from '../plugins/errors';

export const s = initServer();

/**
 * Registers a ts-rest router whose request-validation failures answer the envelope
 * (HTTP 200, code 400, a message naming the field) like every other error.
 */
export async function registerRouter<T extends AppRouter>(
  app: FastifyInstance,
  router: RouterImplementation<T>,
): Promise<void> {
  await app.register(s.plugin(router), {
    logInitialization: false,
    jsonQuery: false,
    responseValidation: false,
    requestValidationErrorHandler: (error, request, reply) => {
      const zodError = error.body ?? error.query ?? error.headers ?? error.pathParams;
      return sendFailure(request, reply, {
        http: 200,
        code: ResultCode.params,
        ...describeZodError(zodError),
      });
    },
  });
}
