import { ROLE_IDS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { menuLinks, menus } from '../../app/layout/menus.ts';
import { pathKeys, paths } from '../../app/paths.ts';
import { i18next, resources } from '../../lib/i18n.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues', () => {
  it('es and en have the same keys', () => {
    expect(keysOf(resources.en.translation).sort()).toEqual(keysOf(resources.es.translation).sort());
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
    ];
    for (const lng of ['es', 'en']) {
      for (const key of used) expect(i18next.exists(key, { lng }), `${lng}: ${key}`).toBe(true);
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
    expect(i18next.t('validation.required', { attribute: i18next.t('fields.email') })).toBe(
      'El campo email es obligatorio',
    );
  });
});
