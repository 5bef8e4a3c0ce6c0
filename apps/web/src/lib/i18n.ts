import type { Localization } from '@mui/material/locale';
import {
  attributeTextsEs,
  LANGUAGES,
  type Language,
  RTL_LANGUAGES,
  validationTextsEs,
} from '@vitrina/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { type Catalogue, mergeCatalogue } from '#web/i18n/bundles/merge.ts';
import { updateSettings } from './settings.ts';

/** The twelve languages of SPEC.md §1 (packages/contract), in the order the language menu lists them. */
export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'es';
/** Each language named in itself, so anyone can find their own (not catalogue texts on purpose). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  hu: 'Magyar',
  ru: 'Русский',
  he: 'עברית',
  ar: 'العربية',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};
const LANGUAGE_KEY = 'language';

/**
 * Spanish is the only catalogue in the first bundle, and only the domains the sign-in pages and
 * their toasts use; the shell's (its header and dialogs too) and the dashboard's load with the signed-in panel
 * (loadPanelTexts), every other screen's with the first of them opened (loadScreenTexts).
 * Every other language is one chunk loaded when chosen (i18n/bundles/<lang>.ts). The domain list
 * is repeated in i18n/bundles/es-panel.ts (a glob must be a literal); a test checks they split
 * the Spanish files exactly.
 */
const spanish = mergeCatalogue(
  import.meta.glob('../i18n/locales/es/{actions,app,auth,errors,toasts}.json', {
    eager: true,
    import: 'default',
  }),
);
/** The domains Spanish starts with (tests check the split). */
export const firstSpanishDomains: readonly string[] = Object.keys(spanish);

/** A language's chunk: its texts and MUI's own locale pack (labels such as "Open", "Close", "No options"). */
type LanguageModule = { default: Catalogue; muiLocale: Localization };

const loaders: Record<Exclude<Language, 'es'>, () => Promise<LanguageModule>> = {
  en: () => import('#web/i18n/bundles/en.ts'),
  fr: () => import('#web/i18n/bundles/fr.ts'),
  de: () => import('#web/i18n/bundles/de.ts'),
  it: () => import('#web/i18n/bundles/it.ts'),
  hu: () => import('#web/i18n/bundles/hu.ts'),
  ru: () => import('#web/i18n/bundles/ru.ts'),
  he: () => import('#web/i18n/bundles/he.ts'),
  ar: () => import('#web/i18n/bundles/ar.ts'),
  zh: () => import('#web/i18n/bundles/zh.ts'),
  ja: () => import('#web/i18n/bundles/ja.ts'),
  ko: () => import('#web/i18n/bundles/ko.ts'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtlLanguage(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

function storedLanguage(): Language {
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

/**
 * MUI's locale packs arrive with each language's chunk (Spanish's with the panel's texts), so
 * none of them weighs on the sign-in page; until one arrives MUI keeps its English defaults.
 */
const muiLocales = new Map<Language, Localization>();
const muiLocaleListeners = new Set<() => void>();
function setMuiLocale(language: Language, locale: Localization) {
  muiLocales.set(language, locale);
  for (const listener of muiLocaleListeners) listener();
}
function subscribeMuiLocale(listener: () => void) {
  muiLocaleListeners.add(listener);
  i18next.on('languageChanged', listener);
  return () => {
    muiLocaleListeners.delete(listener);
    i18next.off('languageChanged', listener);
  };
}
const currentMuiLocale = () => muiLocales.get(i18next.language as Language);

/** MUI's locale pack of the current language, for the theme (undefined while it loads). */
export function useMuiLocale(): Localization | undefined {
  return useSyncExternalStore(subscribeMuiLocale, currentMuiLocale, currentMuiLocale);
}

const loading = new Map<Language, Promise<void>>();
function ensureLoaded(language: Language): Promise<void> {
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((module) => {
      i18next.addResourceBundle(language, 'translation', module.default, true, true);
      setMuiLocale(language, module.muiLocale);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The one way to change the language: loads it (and English, which fills its gaps), switches,
 * and turns right-to-left on for Hebrew and Arabic and off for the others (SPEC.md §2).
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureLoaded(language), language === 'es' ? null : ensureLoaded('en')]);
  await i18next.changeLanguage(language);
  updateSettings({ rtl: isRtlLanguage(language) });
}

// Read before init: init announces Spanish, and the listener below would overwrite the stored choice.
const initialLanguage = storedLanguage();

i18next.on('languageChanged', (language) => {
  applyDocumentLanguage(language);
  try {
    if (isLanguage(language)) localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the language then lasts for this page only.
  }
});

void i18next.use(initReactI18next).init({
  // Validation texts and field labels come from the contract, so server and panel say the same thing.
  resources: { es: { translation: { ...spanish, validation: validationTextsEs, fields: attributeTextsEs } } },
  lng: DEFAULT_LANGUAGE,
  // Other languages fall back to English, English to Spanish.
  fallbackLng: (code) => (code === 'es' ? [] : code === 'en' ? ['es'] : ['en', 'es']),
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(i18next.language);

/** Resolves once the stored language is ready; the app renders after it (Spanish needs no wait). */
export const i18nReady: Promise<void> = (() => {
  if (initialLanguage === DEFAULT_LANGUAGE) return Promise.resolve();
  return changeLanguage(initialLanguage).catch(() => undefined);
})();

let panelTexts: Promise<void> | undefined;
/** The Spanish texts of the signed-in panel's screens; app/router.tsx loads them with the panel. */
export function loadPanelTexts(): Promise<void> {
  panelTexts ??= import('#web/i18n/bundles/es-panel.ts').then(
    (module) => {
      i18next.addResourceBundle('es', 'translation', module.default, true, false);
      setMuiLocale('es', module.muiLocale);
    },
    (error: unknown) => {
      panelTexts = undefined;
      throw error;
    },
  );
  return panelTexts;
}

let screenTexts: Promise<void> | undefined;
/**
 * The Spanish texts of the panel's other screens (every language falls back to Spanish last);
 * app/panel-routes.tsx loads them with any screen but the dashboard.
 */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('#web/i18n/bundles/es-screens.ts').then(
    (module) => {
      i18next.addResourceBundle('es', 'translation', module.default, true, false);
    },
    (error: unknown) => {
      screenTexts = undefined;
      throw error;
    },
  );
  return screenTexts;
}

/** Loads a language's texts without switching to it (tests). */
export const loadLanguage = ensureLoaded;

export { i18next };
