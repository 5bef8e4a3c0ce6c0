export type Catalogue = Record<string, unknown>;

/**
 * Each domain file holds `{ "<domain>": {...} }`; a language is all of them side by side. A domain
 * may span two files (`toasts.json`, the sign-in pages' toasts, and `toasts-panel.json`, the
 * panel's), whose groups are merged.
 */
export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
  const merged: Catalogue = {};
  for (const content of Object.values(files))
    for (const [domain, texts] of Object.entries(content))
      merged[domain] = { ...(merged[domain] as Catalogue | undefined), ...(texts as Catalogue) };
  return merged;
}
