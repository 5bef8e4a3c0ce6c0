export type Catalogue = Record<string, unknown>;

/** Each domain file holds `{ "<domain>": {...} }`; a language is all of them side by side. */
export function mergeCatalogue(files: Record<string, Catalogue>): Catalogue {
  const merged: Catalogue = {};
  for (const content of Object.values(files)) Object.assign(merged, content);
  return merged;
}
