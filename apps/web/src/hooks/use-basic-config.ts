import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasicConfig } from '@adc/contract';
import { api } from '@/lib/api';
import { storage } from '@/lib/storage';

export const basicConfigQueryKey = (lang: string) => ['basic-config', lang] as const;

/**
 * GET /api/basic_config (language map, customer-service link), cached in fb_basic_config so the
 * API layer and the header work before (or without) the network. The stored copy shows at once;
 * a fresh copy is fetched once per session and language.
 */
export function useBasicConfig(): BasicConfig | null {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { data } = useQuery({
    queryKey: basicConfigQueryKey(lang),
    queryFn: async () => {
      const config = await api.common.basicConfig({ query: { lang } });
      storage.setBasicConfig(config);
      return config;
    },
    initialData: () => storage.getBasicConfig() ?? undefined,
    initialDataUpdatedAt: 0, // stored copy: show it, but refetch
    staleTime: Infinity,
  });
  return data ?? null;
}
