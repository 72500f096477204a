import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { createQueryClient, forgetFailuresOnReconnect } from '@/lib/query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

/**
 * React Query and i18n for the whole app (and for component tests); back online, the queries that
 * failed offline are asked again (src/lib/query-client.ts). antd-mobile's
 * ConfigProvider wraps each feature page instead (src/app/antd-config.tsx, via the route table).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => forgetFailuresOnReconnect(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
