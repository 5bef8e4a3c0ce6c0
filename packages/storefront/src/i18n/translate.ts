import type { Plural, PluralKey, ShopTexts, TextKey } from './types.ts';

// Browser-safe: no language's texts here (the page sends the chosen one's in its data).

/** A text with its {{values}} filled in. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}

/** The translator of one language: `t(key, values)` and `plural(key, count, values)`. */
export function translator(texts: ShopTexts, lang: string) {
  const rules = new Intl.PluralRules(lang);
  return {
    texts,
    lang,
    t: (key: TextKey, values?: Record<string, string | number>) => fill(texts[key], values),
    plural: (key: PluralKey, count: number, values: Record<string, string | number> = {}) => {
      const forms = texts[key] as Plural;
      const form = forms[rules.select(count) as keyof Plural] ?? forms.other;
      return fill(form, { count, ...values });
    },
  };
}
export type Translator = ReturnType<typeof translator>;
