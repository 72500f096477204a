import { LANGS, type BasicConfig, type Lang } from '@adc/contract';
import { DEFAULT_LANG, LANGUAGE_NAMES, LOCALE_SOURCES } from '@adc/messages';
import type { Core } from '../../core';

export class CommonService {
  private basicConfig: BasicConfig | undefined;

  constructor(protected readonly core: Core) {}

  /** The client's basic configuration; it never changes while the server runs, so it is built once. */
  getBasicConfig(): BasicConfig {
    this.basicConfig ??= {
      client_language_map: LANGS.map((lang) => ({
        source: [...LOCALE_SOURCES[lang]],
        targets: lang,
        description: LANGUAGE_NAMES[lang],
      })),
      customer_service_url: this.core.config.customerService.url,
      customer_service_url_type: this.core.config.customerService.type,
      default_lang: DEFAULT_LANG,
    };
    return this.basicConfig;
  }

  /** The app language for the caller's Accept-Language (already matched against the language map). */
  languageFor(headerLang: Lang | undefined): { lang: Lang } {
    return { lang: headerLang ?? DEFAULT_LANG };
  }
}
