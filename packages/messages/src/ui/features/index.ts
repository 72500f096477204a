/**
 * Per-feature UI strings, each feature in its own folder (en.ts is the source of truth, one file per
 * language), merged into the UI catalogue under the feature's namespace, e.g. `plan.launch`.
 */
import { adcenterUi } from './ad-center';
import { customerUi } from './customer';
import { planUi } from './plan';
import { notificationUi } from './notification';
import { walletUi } from './wallet';
import { profileUi } from './profile';
import { qaUi } from './qa';

export const featureCatalogues = {
  ad_center: adcenterUi,
  customer: customerUi,
  plan: planUi,
  notification: notificationUi,
  wallet: walletUi,
  profile: profileUi,
  qa: qaUi,
};
