import { apiContract } from '@adc/contract';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { registerRouter, s } from '../../lib/routes';

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw new AppError(401, 'code.401');
  return request.user;
};

/** GET /user_coupon/list and POST /user_coupon/receive. */
const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { couponList: apiContract.user.couponList, couponReceive: apiContract.user.couponReceive },
      {
        couponList: async ({ request, query }) =>
          ok(
            request,
            await services.coupons.list(
              userOf(request).id,
              query.status,
              query,
              userOf(request).timeZone,
              requestLang(request),
            ),
          ),
        couponReceive: async ({ request, body, headers }) =>
          ok(
            request,
            await services.coupons.receive(
              userOf(request).id,
              body.template_id,
              userOf(request).timeZone,
              requestLang(request),
              headers['idempotency-key'],
            ),
            'success.claim',
          ),
      },
    ),
  );
};
export default routes;
