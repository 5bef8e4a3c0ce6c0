import type { Store, StoreProfileBody, WebStoreBody } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { fieldError } from '#server/lib/validation.ts';
import { categoryName } from '#server/modules/categories/categories.service.ts';
import { invalidLocationField } from '#server/modules/geo/geo.service.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as repo from './stores.repository.ts';

// For other modules, inside their transaction (see README: another module's data) ----------

/** A new store with every template, the first current (a store owner's sign-up). */
export const createStore = (
  tx: DbOrTx,
  store: { ownerId: number; name: string; description: string; phone: string | null },
) => repo.insertStore(tx, store);
export const storeExists = async (db: DbOrTx, id: number) => (await repo.findById(db, id)) !== undefined;
export const storeIdOwnedBy = (db: DbOrTx, ownerId: number) => repo.findIdOwnedBy(db, ownerId);

/** What its owner has set up of a store's profile and channels (its readiness), or undefined. */
export async function storeSetup(db: DbOrTx, id: number) {
  const s = await repo.findById(db, id);
  return (
    s && {
      profile: s.name.trim() !== '' && s.description.trim() !== '' && s.image !== null,
      webAddress: s.webStore !== null,
      telegram: s.telegramConnected,
    }
  );
}

/**
 * The time zone a store keeps its hours, sale days and times in: its own, or `platformZone`
 * (config.timeZone) while it has set none or does not exist.
 */
export async function storeTimeZone(db: DbOrTx, storeId: number, platformZone: string): Promise<string> {
  return (await repo.findById(db, storeId))?.timeZone ?? platformZone;
}

/** Id, name, owner and status of a store (whether it may sell), or undefined. */
export type StoreStanding = { id: number; name: string; ownerId: number; statusId: number };
export const storeStanding = async (db: DbOrTx, storeId: number): Promise<StoreStanding | undefined> =>
  (await repo.findStandings(db, { ids: [storeId] }))[0];
/** The stores of the given owners, by owner id (an owner has one store). */
export async function storesOfOwners(db: DbOrTx, ownerIds: number[]): Promise<Map<number, StoreStanding>> {
  const rows = await repo.findStandings(db, { ownerIds: [...new Set(ownerIds)] });
  return new Map(rows.map((r) => [r.ownerId, r]));
}

/** A store owner's store settings: profile, image, web storefront (chat-bot: telegram.service.ts). */
export function createStoresService(deps: {
  db: Db;
  files: FileStore;
  box: SecretBox;
  /** Where storefronts live, or null: at the address of the browser that asks (config.storeHostSet). */
  storeHost: string | null;
  /** An account status's name (the users module's statuses, which stores share). */
  statusNameOf: (db: Db, statusId: number) => Promise<string | null>;
  /** The platform's zone (config.timeZone): a store's until it sets its own. */
  timeZone: string;
}) {
  const { db, files, box, statusNameOf } = deps;

  async function toStore(id: number): Promise<Store> {
    const store = await repo.findById(db, id);
    if (!store) throw notFound();
    const token = store.telegramTokenEnc ? box.open(store.telegramTokenEnc) : null;
    return {
      id: store.id,
      name: store.name,
      description: store.description,
      phone: store.phone,
      image: fileUrl(store.image),
      category_id: store.categoryId,
      categoryName: store.categoryId === null ? null : await categoryName(db, store.categoryId),
      address: store.address,
      country_id: store.countryId,
      state_id: store.stateId,
      city_id: store.cityId,
      latitude: store.latitude === null ? null : Number(store.latitude),
      longitude: store.longitude === null ? null : Number(store.longitude),
      telegram_user_bot: store.telegramUserBot,
      telegram_token_set: token !== null,
      telegram_token_hint: token ? token.slice(-4) : null,
      telegram_connected: store.telegramConnected,
      web_store: store.webStore,
      store_host: deps.storeHost,
      templates: await repo.templatesOf(db, store.id),
      status_id: store.statusId,
      statusName: (await statusNameOf(db, store.statusId)) ?? '',
      time_zone: store.timeZone ?? deps.timeZone,
    };
  }

  return {
    get: toStore,

    /** The store the caller owns (or works for). */
    mine: (principal: Principal) => toStore(storeOf(principal)),

    async updateProfile(principal: Principal, id: number, body: StoreProfileBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      if (body.category_id && (await categoryName(db, body.category_id)) === null) {
        throw invalid(fieldError('category_id', 'invalid'));
      }
      const badPlace = await invalidLocationField({
        countryId: body.country_id,
        stateId: body.state_id,
        cityId: body.city_id,
      });
      if (badPlace) throw invalid(fieldError(badPlace, 'invalid'));
      await repo.update(db, storeId, {
        name: body.name,
        description: body.description,
        phone: body.phone ?? null,
        categoryId: body.category_id ?? null,
        address: body.address ?? null,
        countryId: body.country_id ?? null,
        stateId: body.state_id ?? null,
        cityId: body.city_id ?? null,
        latitude: body.latitude == null ? null : body.latitude.toFixed(6),
        longitude: body.longitude == null ? null : body.longitude.toFixed(6),
        // Absent keeps the zone; null returns the store to the platform's.
        ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
      });
      return toStore(storeId);
    },

    async setImage(principal: Principal, id: number, upload: Buffer | undefined): Promise<Store> {
      const storeId = ownStore(principal, id);
      if (!upload) throw invalid({ image: [errorTexts.imageRequired] });
      const saved = await files.saveImage(upload);
      let previous: string | null;
      try {
        previous = await db.transaction((tx) => repo.replaceImage(tx, storeId, saved.file));
      } catch (err) {
        await files.remove(saved.file, saved.thumb);
        throw err;
      }
      // The list copy of a store image is not used; only the picture itself is kept.
      await files.remove(saved.thumb, previous, previous?.replace(/\.\w+$/, '.thumb.webp'));
      return toStore(storeId);
    },

    async saveWebStore(principal: Principal, id: number, body: WebStoreBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      const taken = () => invalid(fieldError('web_store', 'webStoreTaken'));
      if (await repo.webStoreTaken(db, body.web_store, storeId)) throw taken();
      await db.transaction(async (tx) => {
        if (!(await repo.makeTemplateCurrent(tx, storeId, body.template_id))) {
          throw invalid(fieldError('template_id', 'invalid'));
        }
        try {
          await repo.update(tx, storeId, { webStore: body.web_store });
        } catch (err) {
          // Two stores saving the same alias at once: the unique index decides.
          if (isUniqueViolation(err)) throw taken();
          throw err;
        }
      });
      return toStore(storeId);
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;

/** Names of stores by id (other modules' lists and reports). */
export async function storeNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  return new Map((await repo.findNames(db, [...new Set(ids)])).map((s) => [s.id, s.name]));
}

export const countStores = (db: DbOrTx) => repo.countAll(db);

/** Name and contact of stores by id (a delivery company's linked stores). */
export const storeCards = (db: DbOrTx, ids: number[]) => repo.findCards(db, [...new Set(ids)]);

/** Where a store is: its geo ids and coordinates (shipping quotes), or undefined. */
export async function storeLocation(db: DbOrTx, id: number) {
  const s = await repo.findById(db, id);
  if (!s) return undefined;
  const coordinate = (n: string | null) => (n === null ? null : Number(n));
  const latitude = coordinate(s.latitude);
  const longitude = coordinate(s.longitude);
  return {
    place: { country_id: s.countryId, state_id: s.stateId, city_id: s.cityId },
    coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}
