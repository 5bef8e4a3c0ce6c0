import type { Fields } from '#storefront/lib/checkout.ts';
import { useShop } from '#storefront/lib/context.tsx';
import type { Places } from '#storefront/lib/props.ts';

// "State" and "City" in each storefront language (kept here beside the only selects that use them).
const LABELS: Record<string, [string, string]> = {
  es: ['Estado', 'Ciudad'],
  en: ['State', 'City'],
  fr: ['État', 'Ville'],
  de: ['Bundesstaat', 'Stadt'],
  it: ['Stato', 'Città'],
  hu: ['Állam', 'Város'],
  ru: ['Штат', 'Город'],
  he: ['מדינה', 'עיר'],
  ar: ['الولاية', 'المدينة'],
  zh: ['州', '城市'],
  ja: ['州', '都市'],
  ko: ['주', '도시'],
};
export const placeLabels = (lang: string): [string, string] => LABELS[lang] ?? LABELS.es!;

type Props = { places: Places; fields: Fields; set: (name: string) => (value: string) => void };

/** The state and city the order goes to: what the store's and the companies' routes are priced by. */
export function PlaceChoice({ places, fields, set }: Props) {
  const { tr } = useShop();
  const [stateLabel, cityLabel] = placeLabels(tr.lang);
  const state = places.states.find((s) => String(s.id) === fields.state_id);
  const choose = (stateId: string, cityId: string) => {
    set('country_id')(stateId ? String(places.country_id) : '');
    set('state_id')(stateId);
    set('city_id')(cityId);
  };
  return (
    <div className="row place">
      <div className="field">
        <label htmlFor="f-state_id">{stateLabel}</label>
        <select id="f-state_id" value={fields.state_id ?? ''} onChange={(e) => choose(e.target.value, '')}>
          <option value="">—</option>
          {places.states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="f-city_id">
          {cityLabel} <span className="muted">{tr.t('optional')}</span>
        </label>
        <select
          id="f-city_id"
          value={fields.city_id ?? ''}
          disabled={!state}
          onChange={(e) => choose(fields.state_id ?? '', e.target.value)}
        >
          <option value="">—</option>
          {state?.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
