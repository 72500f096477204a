import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { setupViewport } from '@/lib/viewport';
import '@/styles/global.css';

setupViewport();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

// A stored non-English language loads first, so the first paint is already translated. The first
// render is a transition: React renders it in slices of a few milliseconds, so a tap or a paint
// in between waits for one slice, not for the whole page (one long task on a slow phone).
void initI18n().finally(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
