import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasicConfig } from '@adc/contract';
import { api } from '@/lib/api';
import { storage } from '@/lib/storage';

export const basicConfigQueryKey = (lang: string) => ['basic-config', lang] as const;

/** GET /api/basic_config in `lang`, stored in fb_basic_config for the API layer. */
export const basicConfigQuery = (lang: string) => ({
  queryKey: basicConfigQueryKey(lang),
  queryFn: async (): Promise<BasicConfig> => {
    const config = await api.common.basicConfig({ query: { lang } });
    storage.setBasicConfig(config);
    return config;
  },
  staleTime: Infinity,
});

/**
 * The basic config (language map, customer-service link), cached in fb_basic_config so the API
 * layer and the header work before (or without) the network. The stored copy shows at once;
 * a fresh copy is fetched once per session and language.
 */
export function useBasicConfig(): BasicConfig | null {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    ...basicConfigQuery(i18n.language),
    initialData: () => storage.getBasicConfig() ?? undefined,
    initialDataUpdatedAt: 0, // stored copy: show it, but refetch
  });
  return data ?? null;
}

/** Fetches the basic config (or joins the fetch under way), for a tap made before it arrived. */
export function useFetchBasicConfig(): () => Promise<BasicConfig | null> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery(basicConfigQuery(i18n.language)).catch(() => null);
}
