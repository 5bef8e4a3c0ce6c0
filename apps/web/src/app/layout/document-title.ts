import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the document title on the current screen's, in the current language ("Ventas · Vitrina"). */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const appName = t('app.name');
    document.title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  }, [t, titleKey]);
}
