import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { IdempotencyHeaders, envelope, idInput, moneyInput, pageInput } from '../common';
import { PlanStatus } from '../enums';
import { PlanDetail, PlanOrder, PlanOrderPage, ProductDetail } from '../schemas';

const c = initContract();

export const planContract = c.router({
  list: {
    method: 'GET',
    path: '/plan/order/list',
    query: z.object({ status: PlanStatus.optional(), ...pageInput }),
    responses: { 200: envelope(PlanOrderPage) },
    summary: 'Plan orders, newest first, optionally by status',
  },
  detail: {
    method: 'POST',
    path: '/plan/order/detail',
    body: z.object({ id: idInput }),
    responses: { 200: envelope(PlanDetail) },
    summary: 'A plan order with content, rules, targeting, learning phase and live stats',
    metadata: { codes: [405] },
  },
  productDetail: {
    method: 'POST',
    path: '/plan/order/app/detail',
    body: z.object({ id: idInput }),
    responses: { 200: envelope(ProductDetail) },
    summary: 'The product of a plan order',
    metadata: { codes: [405] },
  },
  put: {
    method: 'POST',
    path: '/plan/order/put',
    headers: IdempotencyHeaders,
    body: z.object({
      id: idInput,
      amount: moneyInput('error.investment_amount_invalid', 'error.investment_amount_out_of_range'),
      coupon_id: idInput.optional(),
    }),
    responses: { 200: envelope(PlanOrder) },
    summary: 'Launch a pending plan with an amount (and optionally a coupon); it becomes matching',
    metadata: { codes: [405] },
  },
});
