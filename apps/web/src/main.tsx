import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A stored non-Spanish language is fetched first, so the first paint is already in it.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
