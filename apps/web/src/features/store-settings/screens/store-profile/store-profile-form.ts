import { type Store, storeProfileBody } from '@vitrina/contract';
import { z } from 'zod';

/** What the inputs hold: text boxes give strings; pickers give ids or null. */
export type StoreProfileForm = {
  name: string;
  description: string;
  phone: string;
  category_id: number | null;
  address: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  latitude: string;
  longitude: string;
  /** IANA zone of the store's hours, sale days and times. */
  time_zone: string;
};

/** A coordinate box: empty is "no location"; anything not numeric stays text so the schema says so. */
export function toCoordinate(text: string): number | string | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The contract's PATCH store/{id} schema, fed from the form's values. */
export const storeProfileForm = z.preprocess((raw) => {
  const form = raw as StoreProfileForm;
  return {
    ...form,
    phone: form.phone?.trim() || null,
    address: form.address?.trim() || null,
    latitude: toCoordinate(form.latitude ?? ''),
    longitude: toCoordinate(form.longitude ?? ''),
  };
}, storeProfileBody);

export function toStoreProfileForm(store: Store): StoreProfileForm {
  return {
    name: store.name,
    description: store.description,
    phone: store.phone ?? '',
    category_id: store.category_id,
    address: store.address ?? '',
    country_id: store.country_id,
    state_id: store.state_id,
    city_id: store.city_id,
    latitude: store.latitude == null ? '' : String(store.latitude),
    longitude: store.longitude == null ? '' : String(store.longitude),
    time_zone: store.time_zone,
  };
}
