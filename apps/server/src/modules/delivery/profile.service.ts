import type { CompanyProfileBody, DeliveryCompany, RateLocationBody } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { errorTexts, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyOf } from '#server/lib/tenancy.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { companyById } from './companies.service.ts';
import * as repo from './delivery.repository.ts';
import { deliveryTexts } from './delivery.texts.ts';

/** A path's company id must be the caller's own (another company's answers 404). */
function ownCompany(principal: Principal, id: number): number {
  if (companyOf(principal) !== id) throw notFound();
  return id;
}

const toRates = (row: repo.CompanyRow) => ({
  id: row.id,
  geolocation_mode: row.geolocationMode,
  rate_per_km: fromCents(row.ratePerKmCents),
  min_rate: fromCents(row.minRateCents),
});

/** The delivery company's own profile: data, logo, geolocation mode and per-km rates. */
export function createCompanyProfileService(db: Db, files: FileStore) {
  async function save(id: number, body: CompanyProfileBody): Promise<DeliveryCompany> {
    const blank = (s: string | null | undefined) => (s === undefined ? undefined : s || null);
    await repo.updateCompany(db, id, {
      name: body.name,
      code: blank(body.code),
      phone: blank(body.phone),
      address: blank(body.address),
      feeCents: body.fee === undefined ? undefined : toCents(body.fee),
    });
    return companyById(db, id);
  }

  return {
    mine: (principal: Principal): Promise<DeliveryCompany> => companyById(db, companyOf(principal)),

    update: (principal: Principal, body: CompanyProfileBody) => save(companyOf(principal), body),

    /** PATCH deliver/{id}: the same, with the company named in the path. */
    updateById: (principal: Principal, id: number, body: CompanyProfileBody) =>
      save(ownCompany(principal, id), body),

    async setLogo(principal: Principal, upload: Buffer | undefined): Promise<DeliveryCompany> {
      const id = companyOf(principal);
      if (!upload) throw invalid({ image: [errorTexts.imageRequired] });
      const saved = await files.saveImage(upload);
      let previous: string | null = null;
      try {
        const before = await repo.findCompany(db, id);
        previous = before?.logo ?? null;
        await repo.updateCompany(db, id, { logo: saved.file });
      } catch (err) {
        await files.remove(saved.file, saved.thumb);
        throw err;
      }
      await files.remove(saved.thumb, previous, previous?.replace(/\.\w+$/, '.thumb.webp'));
      return companyById(db, id);
    },

    async setMode(principal: Principal, id: number, body: { id: number; mode: boolean }) {
      ownCompany(principal, id);
      if (body.id !== id) throw invalid({ id: [deliveryTexts.idMismatch] });
      const row = await repo.updateCompany(db, id, { geolocationMode: body.mode });
      return {
        message: body.mode ? deliveryTexts.geolocationOn : deliveryTexts.geolocationOff,
        data: toRates(row!),
      };
    },

    async rates(principal: Principal) {
      const row = await repo.findCompany(db, companyOf(principal));
      if (!row) throw notFound();
      return toRates(row);
    },

    async setRates(principal: Principal, id: number, body: RateLocationBody) {
      ownCompany(principal, id);
      const row = await repo.updateCompany(db, id, {
        ratePerKmCents: toCents(body.rate_per_km),
        minRateCents: toCents(body.min_rate),
      });
      return { message: deliveryTexts.rateUpdated, data: toRates(row!) };
    },
  };
}
export type CompanyProfileService = ReturnType<typeof createCompanyProfileService>;
