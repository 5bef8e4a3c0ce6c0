import type { SaleSettings, SaleSettingsBody } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import { storeOf } from '#server/lib/tenancy.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import * as repo from './sale-settings.repository.ts';
import { saleTexts } from './sales.texts.ts';

/** A store's sale settings as the wire has them: a store that never saved them takes no cash. */
export async function saleSettingsOf(db: DbOrTx, storeId: number): Promise<SaleSettings> {
  const row = await repo.findSettings(db, storeId);
  return {
    cash_on_pickup: row?.cashOnPickup ?? false,
    cash_on_delivery: row?.cashOnDelivery ?? false,
    unpaid_order_hours: row?.unpaidOrderHours ?? null,
  };
}

/** GET and PUT sale-settings: the owner's cash and unpaid-order settings, audited on change. */
export function createSaleSettingsService(db: Db) {
  return {
    get: (principal: Principal) => saleSettingsOf(db, storeOf(principal)),
    async save(principal: Principal, body: SaleSettingsBody) {
      const storeId = storeOf(principal);
      const data = await db.transaction(async (tx) => {
        const before = await saleSettingsOf(tx, storeId);
        await repo.saveSettings(tx, storeId, {
          cashOnPickup: body.cash_on_pickup,
          cashOnDelivery: body.cash_on_delivery,
          unpaidOrderHours: body.unpaid_order_hours,
        });
        const changes = Object.fromEntries(
          (Object.keys(body) as (keyof SaleSettingsBody)[])
            .filter((k) => before[k] !== body[k])
            .map((k) => [k, { from: before[k], to: body[k] }]),
        );
        if (Object.keys(changes).length > 0)
          await recordAudit(tx, {
            actor: principal,
            kind: 'store.sale_settings',
            entity: 'store',
            entityId: storeId,
            storeId,
            changes,
          });
        return saleSettingsOf(tx, storeId);
      });
      return { message: saleTexts.settingsSaved, data };
    },
  };
}
export type SaleSettingsService = ReturnType<typeof createSaleSettingsService>;
