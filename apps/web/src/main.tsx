import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { setupViewport } from '@/lib/viewport';
import '@/styles/global.css';

setupViewport();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

// A stored non-English language loads first, so the first paint is already translated.
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
