import { attributeTextsEn, ROLE_IDS, validationTextsEn } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { menuLinks, menus, quickLinks } from '../../app/layout/menus.ts';
import { pathKeys, paths } from '../../app/paths.ts';
import { changeLanguage, firstSpanishDomains, i18next, LANGUAGES } from '../../lib/i18n.ts';
import panelSpanish from '../bundles/es-panel.ts';

type Tree = Record<string, unknown>;
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string): Tree {
  const merged: Tree = {};
  for (const [file, content] of Object.entries(files))
    if (file.startsWith(`./${language}/`)) Object.assign(merged, content);
  return merged;
}

function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = String(value);
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The shell's namespaces: every language has them whole (SPEC.md §1, twelve languages). */
const SHELL = ['app', 'actions', 'header', 'menu', 'auth', 'errors', 'toasts', 'dialogs', 'settings', 'tour'];

const es = flatten(catalogue('es'));
const en = flatten(catalogue('en'));
/** English as the panel has it: its files plus the contract's validation texts and field labels. */
const enWithContract = { ...en, ...flatten({ validation: validationTextsEn, fields: attributeTextsEn }) };

/** What the sign-in pages show besides the shell: their field labels and the rules' messages. */
const SIGN_IN_FIELDS = [
  'name',
  'lastname',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'storeName',
  'storeDescription',
  'current_password',
];
const SIGN_IN_RULES = [
  'required',
  'email',
  'emailTaken',
  'minLength',
  'maxLength',
  'passwordMismatch',
  'invalid',
];

describe('message catalogues', () => {
  it('es and en have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('splits Spanish between the first bundle and the panel’s, each domain in exactly one', () => {
    const split = [...firstSpanishDomains, ...Object.keys(panelSpanish)].sort();
    expect(split).toEqual(Object.keys(catalogue('es')).sort());
    expect(firstSpanishDomains).toEqual(expect.arrayContaining(['auth', 'toasts', 'dialogs']));
  });

  it('each domain file holds only its own domain', () => {
    for (const [file, content] of Object.entries(files)) {
      const domain = file.split('/').at(-1)?.replace('.json', '');
      expect(Object.keys(content), file).toEqual([domain]);
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'es' && l !== 'en')) {
    it(`${language} translates the whole shell and nothing en lacks`, () => {
      const texts = flatten(catalogue(language));
      for (const key of Object.keys(texts))
        expect(enWithContract[key], `${language}: ${key} is not an en key`).toBeDefined();
      const shellKeys = Object.keys(en).filter((key) => SHELL.includes(key.split('.')[0] ?? ''));
      const signInKeys = [
        ...SIGN_IN_FIELDS.map((field) => `fields.${field}`),
        ...SIGN_IN_RULES.map((rule) => `validation.${rule}`),
      ];
      const missing = [...shellKeys, ...signInKeys].filter((key) => !texts[key]);
      expect(missing, `${language} misses shell texts`).toEqual([]);
    });
  }

  it('keeps the same {{variables}} in every translation', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(flatten(catalogue(language)))) {
        const source = enWithContract[key] ?? es[key] ?? '';
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
    expect(i18next.t('toasts.auth.recoveryUnknownEmail')).toBe(
      'No existe ningun usuario registrado con este email',
    );
    expect(i18next.t('dialogs.confirmDelete.message')).toBe('¿Esta seguro de eliminar esto?');
    expect(i18next.t('validation.required', { attribute: i18next.t('fields.email') })).toBe(
      'El campo email es obligatorio',
    );
  });

  it('loads another language on demand, falls back to English and turns right-to-left on for Arabic', async () => {
    await changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').rtl).toBe(true);
    // The sign-in pages' rules are translated; the panel's other rules fall back to English.
    expect(i18next.t('validation.required', { attribute: i18next.t('fields.email') })).toBe(
      'حقل البريد الإلكتروني مطلوب',
    );
    expect(i18next.t('validation.timeOverlap')).toBe(i18next.t('validation.timeOverlap', { lng: 'en' }));
    await changeLanguage('es');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').rtl).toBe(false);
    expect(i18next.t('menu.home')).toBe('Inicio');
  });
});
