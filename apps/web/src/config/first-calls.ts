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
