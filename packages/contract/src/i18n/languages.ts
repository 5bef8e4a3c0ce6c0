/** The twelve languages of the panel and of the public pages (storefront, events); Spanish first. */
export const LANGUAGES = ['es', 'en', 'fr', 'de', 'it', 'hu', 'ru', 'he', 'ar', 'zh', 'ja', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Written right to left. */
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'he'];

export const isLanguage = (x: unknown): x is Language =>
  typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);

/**
 * A public page's language: `?lang=` when it names one of ours (`chosen`: links then carry it
 * on), else the best of Accept-Language that is ours (by q, then order), else Spanish.
 */
export function pickLanguage(
  query: unknown,
  acceptLanguage: string | undefined,
): { lang: Language; chosen: boolean } {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(asked)) return { lang: asked, chosen: true };
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0 && isLanguage(x.base))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const best = ranked[0]?.base;
  return { lang: isLanguage(best) ? best : 'es', chosen: false };
}
