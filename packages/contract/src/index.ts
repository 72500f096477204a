import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { API_PREFIX } from './constants';
import { authContract } from './routes/auth';
import { commonContract } from './routes/common';
import { planContract } from './routes/plan';
import { qaContract } from './routes/qa';
import { qaToolkitContract } from './routes/qa-toolkit';
import { supportContract, supportQaContract } from './routes/support';
import { userContract } from './routes/user';
import { walletContract } from './routes/wallet';

export * from './common';
export * from './constants';
export * from './enums';
export * from './schemas';
export { RegisterBody, LoginBody } from './routes/auth';
export { BankCardBody } from './routes/wallet';
export * from './routes/support';
export * from './routes/qa-toolkit';
export { QA_SCENARIOS, ScenarioName, ScenarioUser } from './routes/qa';

const c = initContract();

/** Headers every call may carry (API.md "Headers in"). */
export const BaseHeaders = z.object({
  'x-ct': z.string().optional(),
  'x-tz': z.string().optional(),
  'accept-language': z.string().optional(),
});

/** The product API: the 33 calls of the spec, grouped as common, auth, user, plan and wallet. */
export const apiContract = c.router(
  {
    common: commonContract,
    auth: authContract,
    user: userContract,
    plan: planContract,
    wallet: walletContract,
    support: supportContract,
  },
  { pathPrefix: API_PREFIX, baseHeaders: BaseHeaders },
);

export { qaContract };

export const contract = c.router({
  api: apiContract,
  qa: { ...qaContract, support: supportQaContract, toolkit: qaToolkitContract },
});
export type Contract = typeof contract;
