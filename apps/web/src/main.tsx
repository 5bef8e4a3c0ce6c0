import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadRtlCache } from './app/emotion-cache.ts';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import { getSettings } from './lib/settings.ts';

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A stored non-Spanish language and a right-to-left layout are fetched first, so the first paint
// is already in them.
const ready = Promise.all([i18nReady, getSettings().rtl ? loadRtlCache().catch(() => undefined) : undefined]);
void ready.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
