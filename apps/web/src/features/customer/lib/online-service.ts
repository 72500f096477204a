/**
 * The "contact online customer service" button of /customer: the basic config's external chat
 * URL when there is one. A url of type 1 (internal) points at /customer itself, so it does not
 * count as an online chat here.
 */
import { CUSTOMER_SERVICE_URL_TYPE } from '@adc/contract/constants';
import type { BasicConfig } from '@adc/contract';

export function externalServiceUrl(config: BasicConfig | null | undefined): string | null {
  const url = config?.customer_service_url?.trim();
  if (!url || config?.customer_service_url_type === CUSTOMER_SERVICE_URL_TYPE.internal) return null;
  return url;
}

/** Opens the chat in a new window (same window when pop-ups are blocked). */
export function openExternal(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
