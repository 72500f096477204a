import { RouterProvider } from 'react-router-dom';
import { configureApiEffects } from '@/lib/api-shared';
import { holdCallsUntilFirstPaint } from '@/lib/first-paint';
import { createQueryClient } from '@/lib/query-client';
import { createBrowserEffects } from './api-effects';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { watchStylesheets } from './stylesheet-recovery';

// One client for the providers and the routes' loaders, which start a page's queries early.
// Before the first page loads: a stylesheet that fails (offline) is loaded again with the next.
watchStylesheets();
holdCallsUntilFirstPaint(window.location.pathname);
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
configureApiEffects(createBrowserEffects(router));

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
