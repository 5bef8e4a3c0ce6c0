import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRtlCache } from './app/emotion-cache.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import { getSettings } from './lib/settings.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A stored non-Spanish language and a right-to-left layout are fetched first, so the first paint
// is already in them.
const ready = Promise.all([i18nReady, getSettings().rtl ? loadRtlCache().catch(() => undefined) : undefined]);
// The first render is a transition: React yields to the browser every few milliseconds while it
// builds the page, instead of one long task a phone cannot answer input during.
void ready.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
