import { attributeTexts, validationTexts } from '@vitrina/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
const LANGUAGE_KEY = 'language';

type Catalogue = Record<string, unknown>;

/**
 * Each language's texts live in one file per domain (`locales/<lang>/<domain>.json`, holding
 * `{ "<domain>": {...} }`), so screens of different domains never edit the same file.
 */
const files = import.meta.glob<Catalogue>('../i18n/locales/*/*.json', { eager: true, import: 'default' });
function catalogue(language: string): Catalogue {
  const merged: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    if (file.includes(`/locales/${language}/`)) Object.assign(merged, content);
  }
  return merged;
}

/** Validation texts and field labels come from the contract, so server and panel say the same thing. */
export const resources = {
  es: { translation: { ...catalogue('es'), validation: validationTexts.es, fields: attributeTexts.es } },
  en: { translation: { ...catalogue('en'), validation: validationTexts.en, fields: attributeTexts.en } },
} as const;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18next.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  try {
    if (isLanguage(language)) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the language then lasts for this page only.
  }
});

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(i18next.language);

export { i18next };
