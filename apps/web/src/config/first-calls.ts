/**
 * Per page, the API call its largest paint waits for: the route-preload script asks it as soon as
 * the document arrives, before the app's code has loaded (src/lib/first-call.ts). Only a GET
 * without parameters, whose answer the page's route loader asks for at once (`prefetch` in
 * src/app/route-table.tsx), belongs here.
 */
// With extension and import attribute: vite.config.ts (route-preload.ts) imports this file too.
import apiRoutes from '@adc/contract/api-routes.json' with { type: 'json' };
import { PATHS } from './paths.ts';

export const FIRST_CALLS: Readonly<Record<string, string>> = {
  [PATHS.wallet]: apiRoutes.wallet.property.path,
};

/**
 * The pages whose largest paint needs no call but their first call: the user's name on /ad-center
 * comes from storage, the total assets on /wallet from its first call. On a first load of one, the
 * other calls its mount asks wait until that paint is on screen (src/lib/first-paint.ts).
 */
export const PAINT_BEFORE_CALLS: ReadonlySet<string> = new Set([PATHS.adCenter, PATHS.wallet]);
