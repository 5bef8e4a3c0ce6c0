import { DEFAULT_DOLLAR_RATE, type Plan, type PlanBody, type PlansReply, ROLES } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, forbidden, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { fieldError } from '#server/lib/validation.ts';
import { changedFields, deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import { platformAccounts } from '#server/modules/banks/banks.service.ts';
import { licenceTexts } from './licences.texts.ts';
import * as repo from './plans.repository.ts';

const DOLLAR_RATE = 'dollar_rate';
const AUDITED = ['name', 'description', 'months', 'price', 'yearly', 'product_limit', 'active'] as const;

export function toPlan(row: repo.PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    months: row.months,
    price: fromCents(row.priceCents),
    yearly: row.yearly,
    product_limit: row.productLimit,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toValues = (body: PlanBody): repo.PlanValues => ({
  name: body.name,
  description: body.description ?? null,
  months: body.months,
  priceCents: toCents(body.price),
  yearly: body.yearly,
  productLimit: body.product_limit ?? null,
  active: body.active,
});

/** Bolívares per dollar in force (DEFAULT_DOLLAR_RATE until the admin sets one). */
export async function dollarRateOf(db: DbOrTx): Promise<number> {
  const value = await repo.getSetting(db, DOLLAR_RATE);
  const rate = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_DOLLAR_RATE;
}

const nameTaken = () => invalid(fieldError('name', 'taken'));

function adminOnly(principal: Principal) {
  if (principal.roleId !== ROLES.ADMIN) throw forbidden();
}

/** Plans and the dollar rate: the admin manages them, store owners read the active plans. */
export function createPlansService(db: Db) {
  async function write<T>(run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(run);
    } catch (err) {
      // Two plans with one name (case-insensitive): the unique index decides.
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  }

  return {
    async list(principal: Principal): Promise<PlansReply> {
      const rows = await repo.listPlans(db, { activeOnly: principal.roleId !== ROLES.ADMIN });
      return {
        plans: rows.map(toPlan),
        dollar_rate: await dollarRateOf(db),
        accounts: await platformAccounts(db),
      };
    },

    create(principal: Principal, body: PlanBody): Promise<Plan> {
      adminOnly(principal);
      return write(async (tx) => {
        const plan = toPlan(await repo.insertPlan(tx, toValues(body)));
        await recordAudit(tx, {
          actor: principal,
          kind: 'plan.create',
          entity: 'plan',
          entityId: plan.id,
          storeId: null,
          changes: changedFields({} as Plan, plan, AUDITED),
        });
        return plan;
      });
    },

    update(principal: Principal, id: number, body: PlanBody): Promise<Plan> {
      adminOnly(principal);
      return write(async (tx) => {
        const before = await repo.findPlanForUpdate(tx, id);
        if (!before) throw notFound();
        const plan = toPlan((await repo.updatePlan(tx, id, toValues(body)))!);
        const changes = changedFields(toPlan(before), plan, AUDITED);
        if (Object.keys(changes).length > 0) {
          await recordAudit(tx, {
            actor: principal,
            kind: 'plan.update',
            entity: 'plan',
            entityId: id,
            storeId: null,
            changes,
          });
        }
        return plan;
      });
    },

    async remove(principal: Principal, id: number): Promise<void> {
      adminOnly(principal);
      await db.transaction(async (tx) => {
        const before = await repo.findPlanForUpdate(tx, id);
        if (!before) throw notFound();
        if (await repo.planHasPayments(tx, id)) throw conflict(licenceTexts.planHasPayments);
        await repo.deletePlan(tx, id);
        await recordAudit(tx, {
          actor: principal,
          kind: 'plan.delete',
          entity: 'plan',
          entityId: id,
          storeId: null,
          changes: deletedFields(toPlan(before), AUDITED),
        });
      });
    },

    async setDollarRate(principal: Principal, rate: number): Promise<number> {
      adminOnly(principal);
      const value = rate.toFixed(4);
      await db.transaction(async (tx) => {
        const old = await repo.putSetting(tx, DOLLAR_RATE, value);
        const from = old === undefined ? DEFAULT_DOLLAR_RATE : Number(old);
        if (from !== Number(value)) {
          await recordAudit(tx, {
            actor: principal,
            kind: 'dollar_rate.update',
            entity: 'dollar_rate',
            entityId: null,
            storeId: null,
            changes: { dollar_rate: { from, to: Number(value) } },
          });
        }
      });
      return Number(value);
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
