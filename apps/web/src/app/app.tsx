import { RouterProvider } from 'react-router-dom';
import { configureApiEffects } from '@/lib/api-shared';
import { createBrowserEffects } from './api-effects';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();
configureApiEffects(createBrowserEffects(router));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
