import { apiContract } from '@adc/contract';
import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../module-plugin';
import { ok, requestLang } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { registerRouter, s } from '../../lib/routes';
import { parseTimeZone } from '../../lib/time-zone';

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw new AppError(401, 'code.401');
  return request.user;
};

/** The statistics' zone: the X-TZ header when sent, else the `user_time_zone` query parameter, else UTC. */
const statisticsZone = (request: FastifyRequest, userTimeZone: string | undefined) =>
  request.headers['x-tz'] ? request.timeZone : parseTimeZone(userTimeZone);

/** The plan calls and the data overview (GET /ad/order/data_statistics/list). */
const routes: ModulePlugin = async (app, { services }) => {
  await registerRouter(
    app,
    s.router(
      { ...apiContract.plan, statistics: apiContract.user.statistics },
      {
        list: async ({ request, query }) =>
          ok(request, await services.plans.list(userOf(request).id, query, requestLang(request))),
        detail: async ({ request, body }) =>
          ok(
            request,
            await services.plans.detail(userOf(request).id, body.id, requestLang(request)),
          ),
        productDetail: async ({ request, body }) =>
          ok(
            request,
            await services.plans.productDetail(userOf(request).id, body.id, requestLang(request)),
          ),
        put: async ({ request, body, headers }) =>
          ok(
            request,
            await services.plans.put(
              userOf(request).id,
              { id: body.id, amount: body.amount, couponId: body.coupon_id },
              requestLang(request),
              headers['idempotency-key'],
            ),
            'success.put',
          ),
        statistics: async ({ request, query }) =>
          ok(
            request,
            await services.statistics.overview(
              userOf(request).id,
              query.type,
              statisticsZone(request, query.user_time_zone),
            ),
          ),
      },
    ),
  );
};
export default routes;
