import { describe, expect, it } from 'vitest';
import type { BasicConfig } from '@adc/contract';
import { externalServiceUrl } from './online-service';

const config = (url: string, type: 1 | 2): BasicConfig => ({
  client_language_map: [],
  customer_service_url: url,
  customer_service_url_type: type,
  default_lang: 'en',
});

describe('externalServiceUrl', () => {
  it('is the configured external chat', () => {
    expect(externalServiceUrl(config('https://chat.example.com', 2))).toBe(
      'https://chat.example.com',
    );
  });

  it('is none for the internal page (type 1), a blank url or no config', () => {
    expect(externalServiceUrl(config('/customer', 1))).toBeNull();
    expect(externalServiceUrl(config('  ', 2))).toBeNull();
    expect(externalServiceUrl(null)).toBeNull();
  });
});
