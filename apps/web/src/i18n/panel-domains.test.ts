import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstSpanishDomains } from '#web/lib/i18n.ts';
import panelSpanish from './bundles/es-panel.ts';

const src = path.resolve(import.meta.dirname, '..');

type Options = {
  /** Files whose `import()`s are not followed (the screen table: each screen loads its own texts). */
  noDynamicIn?: string[];
  /** Files whose keys are not counted (paths.ts: a screen's title shows with the screen). */
  noKeysIn?: string[];
};

/**
 * The text domains a module and everything it imports use: every string literal that starts with
 * a domain's name and a dot ('menu.dashboard', `salesDashboard.figures.${key}`), following static
 * imports and `import()`s (a lazy part of the shell still needs its texts at once).
 */
function domainsUsedFrom(
  entries: string[],
  domains: readonly string[],
  { noDynamicIn = [], noKeysIn = [] }: Options = {},
): Set<string> {
  const known = new Set(domains);
  const used = new Set<string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let code = readFileSync(file, 'utf8');
    if (noDynamicIn.includes(file)) code = code.replace(/import\(\s*['"][^'"]+['"]\s*\)/g, '');
    if (!noKeysIn.includes(file))
      for (const m of code.matchAll(/['"`]([a-z][a-zA-Z]+)\.[a-zA-Z$]/g))
        if (known.has(m[1]!)) used.add(m[1]!);
    for (const m of code.matchAll(/(?:from\s+|import\(\s*)['"]((?:\.{1,2}|#web)\/[^'"]+)['"]/g)) {
      const target = m[1]!.startsWith('#web/')
        ? path.join(src, m[1]!.slice('#web/'.length))
        : path.resolve(path.dirname(file), m[1]!);
      if (/\.(ts|tsx)$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return used;
}

/** The Spanish domain files (locales/es/<domain>.json). */
const spanishDomains = (localesDir: string) =>
  readdirSync(path.join(localesDir, 'es'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace('.json', ''));

const routes = path.join(src, 'app/panel-routes.tsx');
const screens = path.join(src, 'app/panel-screens.tsx');

describe('the Spanish texts the panel loads first', () => {
  it('hold every domain the shell and the dashboard use; other screens wait for theirs', () => {
    const used = domainsUsedFrom(
      [routes, path.join(src, 'features/dashboard/screens/dashboard-view/dashboard-view.tsx')],
      spanishDomains(path.join(src, 'i18n/locales')),
      { noDynamicIn: [screens], noKeysIn: [path.join(src, 'app/paths.ts')] },
    );
    const loaded = new Set([...firstSpanishDomains, ...Object.keys(panelSpanish)]);
    expect([...used].filter((domain) => !loaded.has(domain))).toEqual([]);
    // The scan finds what it should: the menu's and the dashboard's texts.
    expect(used).toContain('menu');
    expect(used).toContain('salesDashboard');
  });
});
