// Writes the geographic data set that GET countries, states/{id} and cities/{id} serve
// (apps/server/src/modules/geo/data, committed). Run by hand after upgrading the source:
//   node apps/server/scripts/generate-geo.mjs
// Source: @countrystatecity/countries (the countries-states-cities database, ODbL-1.0).
//
// Ids are the source database's own ids, not positions in a sorted list: stores keep
// country_id/state_id/city_id, and a position would shift whenever the source adds a place.
// The script fails when an id is missing or used twice, so a bad source never ships.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
// The package exports only its code; its data folder sits beside the entry point.
const source = path.join(path.dirname(require.resolve('@countrystatecity/countries')), 'data');
const version = JSON.parse(readFileSync(path.join(source, '..', '..', 'package.json'), 'utf8')).version;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'modules', 'geo', 'data');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const collator = new Intl.Collator('es', { sensitivity: 'base' });
// Spanish is the product's language: country names come from CLDR, as the browser shows them.
const spanishRegion = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });
const coordinate = (s) =>
  s === null || s === undefined || s === '' ? null : Math.round(Number(s) * 1e6) / 1e6;

function uniqueIds(rows, what) {
  const seen = new Set();
  for (const row of rows) {
    if (!Number.isInteger(row[0]) || row[0] <= 0) throw new Error(`${what}: bad id ${row[0]}`);
    if (seen.has(row[0])) throw new Error(`${what}: id ${row[0]} used twice`);
    seen.add(row[0]);
  }
}

const sourceCountries = readJson(path.join(source, 'countries.json'));
// [id, name, iso2, phone_code]
const countries = sourceCountries
  .map((c) => [c.id, spanishRegion.of(c.iso2) ?? c.name, c.iso2, String(c.phonecode ?? '')])
  .sort((a, b) => collator.compare(a[1], b[1]) || a[2].localeCompare(b[2]));
uniqueIds(countries, 'countries');
const countryIds = new Set(countries.map((c) => c[0]));

const countryDirs = readdirSync(source).filter((d) => statSync(path.join(source, d)).isDirectory());
/** @type {[number, number, string, string][]} [id, country_id, name, iso2] */
const states = [];
/** @type {[number, number, string, number | null, number | null][]} [id, state_id, name, latitude, longitude] */
const cities = [];
for (const dir of countryDirs.sort()) {
  for (const s of readJson(path.join(source, dir, 'states.json'))) {
    if (!countryIds.has(s.country_id)) throw new Error(`state ${s.id} of unknown country ${s.country_id}`);
    states.push([s.id, s.country_id, s.name, s.iso2 ?? '']);
  }
  for (const stateDir of readdirSync(path.join(source, dir))) {
    const file = path.join(source, dir, stateDir, 'cities.json');
    let list;
    try {
      list = readJson(file);
    } catch (err) {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') continue;
      throw err;
    }
    for (const c of list) {
      cities.push([c.id, c.state_id, c.name, coordinate(c.latitude), coordinate(c.longitude)]);
    }
  }
}
states.sort((a, b) => a[1] - b[1] || collator.compare(a[2], b[2]) || a[0] - b[0]);
uniqueIds(states, 'states');
const stateIds = new Set(states.map((s) => s[0]));
for (const c of cities) if (!stateIds.has(c[1])) throw new Error(`city ${c[0]} of unknown state ${c[1]}`);
cities.sort((a, b) => a[1] - b[1] || collator.compare(a[2], b[2]) || a[0] - b[0]);
uniqueIds(cities, 'cities');

// One row per line: the small files stay readable in a diff.
const rows = (list) => `[\n${list.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'countries.json'), rows(countries));
writeFileSync(path.join(out, 'states.json'), rows(states));
// mtime 0 in the gzip header: the same input gives the same bytes.
writeFileSync(path.join(out, 'cities.json.gz'), gzipSync(rows(cities), { level: 9 }));
writeFileSync(
  path.join(out, 'source.json'),
  `${JSON.stringify(
    {
      package: '@countrystatecity/countries',
      version,
      license: 'ODbL-1.0',
      countries: countries.length,
      states: states.length,
      cities: cities.length,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `geo data: ${countries.length} countries, ${states.length} states, ${cities.length} cities → ${out}`,
);
