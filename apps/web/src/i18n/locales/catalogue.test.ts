import { attributeTextsEn, ROLE_IDS, serverMessagesEn, validationTextsEn } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { menuLinks, menus, quickLinks } from '#web/app/layout/menus.ts';
import { pathKeys, paths } from '#web/app/paths.ts';
import panelSpanish from '#web/i18n/bundles/es-panel.ts';
import screensSpanish from '#web/i18n/bundles/es-screens.ts';
import { mergeCatalogue } from '#web/i18n/bundles/merge.ts';
import { changeLanguage, firstSpanishDomains, i18next, LANGUAGES } from '#web/lib/i18n.ts';

type Tree = Record<string, unknown>;
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string): Tree {
  return mergeCatalogue(
    Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(`./${language}/`))),
  );
}

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = String(value);
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const es = flatten(catalogue('es'));
const en = flatten(catalogue('en'));
/** English as the panel has it: its files plus the contract's validation texts, field labels and server messages. */
const enWithContract = {
  ...en,
  ...flatten({ validation: validationTextsEn, fields: attributeTextsEn, serverMessages: serverMessagesEn }),
};

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
/** A plural text needs every form the language's rules pick between (ru 1/2/5, ar 0/1/2/3/11/100…). */
const pluralForms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** Every key English has (itself the twin of Spanish), written the way `language` needs it. */
function expectedKeys(language: string): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(enWithContract)) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const form of pluralForms(language)) keys.add(`${pluralBase(key)}_${form}`);
  }
  return [...keys];
}

describe('message catalogues', () => {
  it('es and en have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('splits Spanish between the first bundle, the panel’s and the screens’, each file in exactly one', () => {
    const texts = (bundle: Tree) => Object.keys(flatten(bundle));
    const first = mergeCatalogue(
      Object.fromEntries(
        Object.entries(files).filter(([file]) => firstSpanishDomains.some((d) => file === `./es/${d}.json`)),
      ),
    );
    const split = [...texts(first), ...texts(panelSpanish), ...texts(screensSpanish)].sort();
    expect(split).toEqual(Object.keys(flatten(catalogue('es'))).sort());
    expect(firstSpanishDomains).toEqual(expect.arrayContaining(['auth', 'toasts']));
    // Dialogs and the header are the signed-in panel's: they come with it.
    expect(firstSpanishDomains).not.toEqual(expect.arrayContaining(['dialogs']));
    expect(firstSpanishDomains).not.toEqual(expect.arrayContaining(['header']));
    // The sign-in pages carry only their own toasts; the panel's come with the panel.
    expect(Object.keys((first.toasts ?? {}) as Tree).sort()).toEqual(['auth', 'common']);
  });

  it('each domain file holds only its own domain', () => {
    for (const [file, content] of Object.entries(files)) {
      // toasts-panel.json holds the rest of the toasts domain.
      const domain = file
        .split('/')
        .at(-1)
        ?.replace(/(-panel)?\.json$/, '');
      expect(Object.keys(content), file).toEqual([domain]);
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'es' && l !== 'en')) {
    it(`${language} translates every text of the Spanish catalogue and nothing en lacks`, () => {
      const texts = flatten(catalogue(language));
      const enBases = new Set(Object.keys(enWithContract).map(pluralBase));
      for (const key of Object.keys(texts))
        expect(enBases.has(pluralBase(key)), `${language}: ${key} is not an en key`).toBe(true);
      const missing = expectedKeys(language).filter((key) => !texts[key]?.trim());
      expect(missing, `${language} misses texts`).toEqual([]);
    });
  }

  it('keeps the same {{variables}} in every translation', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(flatten(catalogue(language)))) {
        const source = enWithContract[key] ?? es[key] ?? enWithContract[`${pluralBase(key)}_other`] ?? '';
        expect(variables(text), `${language}: ${key}`).toEqual(variables(source));
      }
    }
  });

  it('has every title and menu text the app asks for', () => {
    const used = [
      ...pathKeys.map((key) => paths[key].titleKey),
      ...ROLE_IDS.flatMap((role) =>
        menus[role].flatMap((section) => [
          ...(section.titleKey ? [section.titleKey] : []),
          ...section.entries.map((entry) => entry.labelKey),
        ]),
      ),
      ...ROLE_IDS.flatMap((role) => menuLinks(menus[role]).map((link) => link.labelKey)),
      ...ROLE_IDS.flatMap((role) => quickLinks[role].map((link) => link.labelKey)),
    ];
    for (const key of used) {
      expect(es[key], `es: ${key}`).toBeDefined();
      expect(en[key], `en: ${key}`).toBeDefined();
    }
  });

  it('speaks Spanish by default with the texts of SPEC.md §8', () => {
    expect(i18next.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18next.t('toasts.auth.invalidData')).toBe('Los datos ingresados son inválidos');
    expect(i18next.t('toasts.common.connectionError')).toBe('Error de conexión');
    expect(i18next.t('toasts.auth.recoveryFailed')).toBe('No se pudo enviar el enlace de recuperación');
    expect(i18next.t('dialogs.confirmDelete.message')).toBe('¿Esta seguro de eliminar esto?');
    expect(i18next.t('validation.required', { attribute: i18next.t('fields.email') })).toBe(
      'El campo email es obligatorio',
    );
  });

  it('loads another language on demand, falls back to English and turns right-to-left on for Arabic', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').rtl).toBe(true);
    expect(i18next.t('validation.required', { attribute: i18next.t('fields.email') })).toBe(
      'حقل البريد الإلكتروني مطلوب',
    );
    // The panel's screens and rules are Arabic too, with Arabic plural forms (2 is dual, 3–10 few).
    expect(i18next.t('validation.timeOverlap')).toBe('لا يجوز أن تتداخل مواعيد اليوم نفسه');
    expect(i18next.t('sales.list.count', { count: 2, total: 2 })).toBe('2 عمليتا بيع');
    expect(i18next.t('sales.list.count', { count: 5, total: 5 })).toBe('5 عمليات بيع');
    expect(i18next.t('products.list.title')).toBe('المنتجات');
    await changeLanguage('es');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').rtl).toBe(false);
    expect(i18next.t('menu.home')).toBe('Inicio');
  });
});
