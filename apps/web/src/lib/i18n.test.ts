import { act, renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { surfaceTheme } from '#web/app/layout/surfaces.ts';
import { createAppTheme } from '#web/app/theme.ts';
import { changeLanguage, i18next, loadPanelTexts, useMuiLocale } from './i18n.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

const openText = (locale: ReturnType<typeof useMuiLocale>) =>
  createAppTheme(DEFAULT_SETTINGS, locale).components?.MuiAutocomplete?.defaultProps?.openText;

describe('MUI locale packs', () => {
  afterAll(() => changeLanguage('es'));

  it('follow the chosen language, loaded with its texts', async () => {
    const { result } = renderHook(() => useMuiLocale());
    await act(() => loadPanelTexts());
    expect(openText(result.current)).toBe('Abrir');
    await act(() => changeLanguage('de'));
    expect(openText(result.current)).toBe('Öffnen');
    // The header's and sidebar's dark surfaces are themes of their own: they keep the labels.
    const base = createAppTheme(DEFAULT_SETTINGS, result.current);
    const header = surfaceTheme(base, 'dark', DEFAULT_SETTINGS).theme;
    expect(header.components?.MuiAutocomplete?.defaultProps?.openText).toBe('Öffnen');
    expect(result.current?.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(
      'Zeilen pro Seite:',
    );
    await act(() => changeLanguage('ar'));
    expect(openText(result.current)).toBe('فتح');
    await act(() => changeLanguage('en'));
    // English is MUI's own default: enUS is empty, so no German or Arabic label is left behind.
    expect(result.current).toBeDefined();
    expect(openText(result.current)).toBeUndefined();
  });

  it('leaves MUI its defaults while no pack is loaded', () => {
    expect(openText(undefined)).toBeUndefined();
  });
});

describe('counted texts', () => {
  afterAll(() => changeLanguage('es'));

  it('take the plural form of their count ("como máximo 1 imagen", not "1 imágenes")', async () => {
    await loadPanelTexts();
    await changeLanguage('es');
    expect(i18next.t('images.hint', { count: 1 })).toBe(
      'JPEG, PNG o WEBP de hasta 5 MB; como máximo 1 imagen.',
    );
    expect(i18next.t('images.hint', { count: 10 })).toBe(
      'JPEG, PNG o WEBP de hasta 5 MB; como máximo 10 imágenes.',
    );
    await changeLanguage('ru');
    expect(i18next.t('images.tooMany', { count: 5 })).toBe('Допускается не более 5 изображений');
  });
});
