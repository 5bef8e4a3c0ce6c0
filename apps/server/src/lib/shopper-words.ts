import {
  shopperTexts,
  shopperTextsEs,
  type TelegramUser,
  type TextLanguage,
  textLanguageOf,
} from '@vitrina/contract';
import type { AppError } from './errors.ts';
import { weekdayName } from './format.ts';
import { patternOf } from './message-keys.ts';

// A refusal made deep in the sale recorder (the store closed and when it opens, a product sold
// out and what is left) is written in Spanish, as the API's replies are. A chat answers in the
// shopper's language: the Spanish text is matched against the shopper catalogue's templates and
// said again from the same template in that language, its values kept (a weekday is named again).

type Template = { key: keyof typeof shopperTextsEs; pattern: RegExp };

let templates: Template[] | undefined;
/** The Spanish templates as patterns, the longest first (the most specific wins). */
function spanishTemplates(): Template[] {
  templates ??= (Object.entries(shopperTextsEs) as [Template['key'], string][])
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([key, template]) => ({
      key,
      pattern: patternOf(template),
    }));
  return templates;
}

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => weekdayName(i, 'es'));

/**
 * A shopper's text the server wrote in Spanish, said in `lang`; a text that is no shopper
 * template (a field's rule, a store's own words) stays as it is.
 */
export function shopperWordsIn(lang: TextLanguage, spanish: string): string {
  if (lang === 'es') return spanish;
  for (const { key, pattern } of spanishTemplates()) {
    const match = pattern.exec(spanish);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    const day = WEEKDAYS.indexOf(values.weekday ?? '');
    if (day >= 0) values.weekday = weekdayName(day, lang);
    return shopperTexts[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }
  return spanish;
}

/** A refused order or purchase as a chat tells it: its status, message and field texts in `lang`. */
export const refusalIn = (lang: TextLanguage, err: AppError) => ({
  ok: false as const,
  status: err.statusCode,
  message: shopperWordsIn(lang, err.message),
  fields:
    err.errors &&
    Object.fromEntries(
      Object.entries(err.errors).map(([field, texts]) => [field, texts.map((t) => shopperWordsIn(lang, t))]),
    ),
});

/** A Telegram update's sender's language: their Telegram app's, when it is one of ours, else Spanish. */
export const senderLanguage = (update: {
  message?: { from?: Pick<TelegramUser, 'language_code'> };
  callback_query?: { from: Pick<TelegramUser, 'language_code'> };
}): TextLanguage => textLanguageOf((update.callback_query?.from ?? update.message?.from)?.language_code);
