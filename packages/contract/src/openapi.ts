import { generateOpenApi } from '@ts-rest/open-api';
import { contract } from './index';

/** The OpenAPI 3 document of the whole contract, served by the server at /docs. */
export function buildOpenApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Ad center API',
        version: '1.0.0',
        description: [
          'Every `/api` response is the envelope `{ code, msg, data }`. Business results and business errors',
          '(codes 400–503) travel with HTTP 200; `code` 200 means success. Money is a string with two decimals;',
          'requests accept a number or numeric string with at most two decimals. Times are ISO-8601 UTC.',
          'Headers: `X-CT` (session token), `X-TZ` (`<IANA zone>;GMT<±HH:MM>`, period boundaries), `Accept-Language`',
          '(language of `msg`). Money-moving POSTs honour `Idempotency-Key`. Codes: 401 no/unknown token, 402 not',
          'activated, 403 disabled, 404 cancelled (these three with `data.lang`), 405 data error, 503 session expired.',
          'Plans: pending_launch → matching (30 s) → in_progress (or launch_failed, refunded) → launch_completed',
          '(for 1 h after the budget is consumed) → waiting_settlement → settled 24 h after completion.',
          'QA calls under `/api/__qa` need `X-QA-Key` and are off when NODE_ENV=production.',
        ].join(' '),
      },
    },
    { setOperationId: 'concatenated-path', jsonQuery: false },
  );
}
