import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../../packages/storefront/src/i18n/translate.ts';
import { bolivars, usd as storefrontUsd } from '../../../../packages/storefront/src/lib/format.ts';
import { formatMoney as panelMoney } from '../../../web/src/lib/format.ts';
import { formatDate as panelDate, formatDateTime as panelDateTime } from '../../../web/src/lib/use-format.ts';
import {
  formatDate as serverDate,
  formatDateTime as serverDateTime,
  formatMoney as serverMoney,
} from './format.ts';

// Issue 28: one amount and one moment read the same on every surface — the panel, the web store
// (its amounts are isolated left to right for Arabic and Hebrew; its dates are the server's) and
// the server's mails, bot messages and pages — in Spanish, English and Arabic.
const unisolated = (s: string) => s.replace(/[\u2066\u2069]/g, '');
const shop = (lang: string) => ({ lang }) as Translator;

describe('money on every surface', () => {
  for (const lang of ['es', 'en', 'ar'] as const) {
    it(`writes 1234.5 US$ and 45,000.25 Bs. alike everywhere in ${lang}`, () => {
      const dollars = serverMoney(123450, 'USD', lang);
      expect(panelMoney(1234.5, lang)).toBe(dollars);
      expect(unisolated(storefrontUsd(shop(lang), 1234.5))).toBe(dollars);
      const bs = serverMoney(4500025, 'VES', lang);
      expect(panelMoney(45000.25, lang, 'VES')).toBe(bs);
      expect(unisolated(bolivars(shop(lang), 45000.25))).toBe(bs);
    });
  }

  it('reads as a Venezuelan shopper expects', () => {
    expect(serverMoney(123450, 'USD', 'es')).toBe('1234,50\u00a0US$');
    expect(serverMoney(4500025, 'VES', 'es')).toBe('Bs.\u00a045.000,25');
    expect(serverMoney(123450, 'USD', 'en')).toBe('US$\u00a01,234.50');
    expect(serverMoney(123450, 'USD', 'ar')).toBe('1,234.50\u00a0US$');
  });
});

describe('dates on every surface', () => {
  // 23:30 in Caracas on 19 December is already the 20th in UTC: every surface reads the store's day.
  const at = '2026-12-20T03:30:00Z';
  const zone = 'America/Caracas';
  for (const lang of ['es', 'en', 'ar'] as const) {
    it(`writes one moment alike, in words, on the panel and in mails, bots and pages in ${lang}`, () => {
      for (const style of ['medium', 'long'] as const) {
        expect(panelDate(at, lang, { dateStyle: style }, zone)).toBe(
          serverDate(at, { lang, timeZone: zone, style }),
        );
        // The panel names the zone only where the device's clock differs; here it reads the same.
        expect(panelDateTime(at, lang, style, Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
          serverDateTime(at, { lang, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, style }),
        );
      }
    });
  }

  it("reads the store's day in words, never as 2026-12-20", () => {
    expect(serverDate(at, { lang: 'es', timeZone: zone })).toBe('19 de diciembre de 2026');
    expect(serverDate(at, { lang: 'en', timeZone: zone })).toBe('December 19, 2026');
    expect(serverDateTime(at, { lang: 'es', timeZone: zone, style: 'medium' })).toBe('19 dic 2026, 23:30');
    expect(panelDateTime(at, 'es', 'medium', zone)).toMatch(/^19 dic 2026, 23:30/);
  });
});
