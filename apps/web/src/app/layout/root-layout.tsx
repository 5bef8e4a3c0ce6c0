import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle.ts';

/** Keeps the document title in step with the current screen, in the current language. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  }, [t, titleKey]);

  return <Outlet />;
}
