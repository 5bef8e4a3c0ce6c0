import { useTranslation } from 'react-i18next';

/**
 * A confirmation's reply in the user's language. The server writes it in Spanish from its
 * merchant catalogue (`statementConfirmedOne`, `statementConfirmedMany`), which every other
 * language's bundle carries: that key's text in the chosen language, or the reply as sent
 * (Spanish, or a text the catalogue no longer has).
 */
export function useServerText() {
  const { t, i18n } = useTranslation();
  return (sent: string, key: string, params: Record<string, string>) => {
    const catalogued = `merchantTexts.${key}`;
    return i18n.exists(catalogued) ? t(catalogued, params) : sent;
  };
}
