/**
 * Opening customer service, shared by the header icon and the 402/403/404 account dialog:
 * no url configured → toast "No configuration"; url type 1 → the internal /customer page;
 * otherwise the external url in a new window (same window when pop-ups are blocked).
 */
import { CUSTOMER_SERVICE_URL_TYPE } from '@adc/contract/constants';
import type { BasicConfig } from '@adc/contract';
import { PATHS } from '@/config/paths';
import { i18n } from './i18n';
import { storage } from './storage';

/**
 * What the 402/403/404 dialog hands /customer (as the navigation state): the account cannot be
 * used (its calls with a session answer the same again), so customer service offers the visitor
 * form, with the username the failing call was about, when it knows one.
 */
export interface CustomerServiceState {
  accountBlocked: true;
  username: string | null;
}

export function isCustomerServiceState(value: unknown): value is CustomerServiceState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CustomerServiceState).accountBlocked === true
  );
}

export interface CustomerServiceDeps {
  navigate: (to: string, state?: CustomerServiceState) => void;
  toast: (message: string) => void;
  config?: BasicConfig | null;
  openExternal?: (url: string) => void;
  /** Handed to the internal page (the account dialog's). */
  state?: CustomerServiceState;
}

export type CustomerServiceTarget =
  { kind: 'none' } | { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** Where the customer-service entry leads for a basic config (pure). */
export function customerServiceTarget(
  config: BasicConfig | null | undefined,
): CustomerServiceTarget {
  const url = config?.customer_service_url?.trim();
  if (!url) return { kind: 'none' };
  if (config?.customer_service_url_type === CUSTOMER_SERVICE_URL_TYPE.internal) {
    return { kind: 'internal', path: PATHS.customer };
  }
  return { kind: 'external', url };
}

function openInNewWindow(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

export function openCustomerService({
  navigate,
  toast,
  config = storage.getBasicConfig(),
  openExternal = openInNewWindow,
  state,
}: CustomerServiceDeps): CustomerServiceTarget {
  const target = customerServiceTarget(config);
  if (target.kind === 'none') toast(i18n.t('error.no_configuration'));
  else if (target.kind === 'internal') navigate(target.path, state);
  else openExternal(target.url);
  return target;
}
