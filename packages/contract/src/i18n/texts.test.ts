import { describe, expect, it } from 'vitest';
import { serverMessagesEn, serverMessagesEs } from './messages.ts';
import {
  fillText,
  merchantText,
  merchantTexts,
  shopperText,
  shopperTexts,
  shopperTextsIn,
  TEXT_LANGUAGES,
} from './texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every language has exactly Spanish's keys, each text non-empty with Spanish's placeholders. */
function expectComplete(name: string, byLanguage: Record<string, Record<string, string>>) {
  const es = byLanguage.es!;
  for (const [lang, texts] of Object.entries(byLanguage)) {
    expect(Object.keys(texts).sort(), `${name}.${lang} keys`).toEqual(Object.keys(es).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${name}.${lang}.${key} is empty`).not.toBe('');
      expect(placeholders(text), `${name}.${lang}.${key} placeholders`).toEqual(placeholders(es[key]!));
    }
  }
}

// Words that give the form of address away (imperatives, pronouns); "su" is left out, being
// also the third person ("la tienda y su horario").
const word = (words: string[]) => new RegExp(`(?<!\\p{L})(${words.join('|')})(?!\\p{L})`, 'iu');
const USTED = word([
  'usted',
  'ustedes',
  'elija',
  'escriba',
  'adjunte',
  'revise',
  'intente',
  'indique',
  'ingrese',
  'envíe',
  'comparta',
  'pulse',
  'renueve',
  'consulte',
  'ignore',
  'contacte',
]);
const TU = word([
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'elige',
  'escribe',
  'adjunta',
  'revisa',
  'intenta',
  'envía',
  'comparte',
  'pulsa',
  'renueva',
  'consulta',
  'ignora',
  'contacta',
  'puedes',
  'quieres',
  'fuiste',
]);

describe('the server’s text catalogues', () => {
  it('has every key in every language, with the same placeholders', () => {
    expect(Object.keys(shopperTexts).sort()).toEqual([...TEXT_LANGUAGES].sort());
    expect(Object.keys(merchantTexts).sort()).toEqual([...TEXT_LANGUAGES].sort());
    expectComplete('shopper', shopperTexts);
    expectComplete('merchant', merchantTexts);
    expectComplete('serverMessages', { es: serverMessagesEs, en: serverMessagesEn });
  });

  it('speaks to shoppers as "tú" and to merchants as "usted" in Spanish', () => {
    for (const [key, text] of Object.entries(shopperTexts.es))
      expect(USTED.exec(text)?.[0], `shopper.${key}: ${text}`).toBeUndefined();
    for (const [key, text] of Object.entries(merchantTexts.es))
      expect(TU.exec(text)?.[0], `merchant.${key}: ${text}`).toBeUndefined();
    // The API's replies are the panel's: merchants and the admin.
    for (const [key, text] of Object.entries(serverMessagesEs))
      expect(TU.exec(text)?.[0], `serverMessages.${key}: ${text}`).toBeUndefined();
  });

  it('reads a text in a language with its placeholders filled in', () => {
    expect(shopperText('es', 'orderStatusShipped', { id: 12 })).toBe('Tu pedido #12 va en camino.');
    expect(shopperText('en', 'orderStatusShipped', { id: 12 })).toBe('Your order #12 is on its way.');
    expect(shopperTextsIn('es')('chatSkip')).toBe('Omitir');
    expect(
      merchantText('es', 'saleNotAllowed', { id: 3, status: 'enviada', action: 'cancelar la venta' }),
    ).toBe('La venta #3 ya está enviada: no se puede cancelar la venta.');
    expect(fillText('{{a}} y {{b}}', { a: 1 })).toBe('1 y ');
  });
});
