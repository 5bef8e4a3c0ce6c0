import { type Plan, type PlanBody, type PlansReply, ROLES } from '@vitrina/contract';
import type { RateSource } from '#server/config/env.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { adminOnly } from '#server/lib/tenancy.ts';
import { fieldError } from '#server/lib/validation.ts';
import { changedFields, deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import { platformAccounts } from '#server/modules/banks/banks.service.ts';
import { dollarRateState } from './dollar-rate.service.ts';
import { licenceTexts } from './licences.texts.ts';
import * as repo from './plans.repository.ts';

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

const nameTaken = () => invalid(fieldError('name', 'taken'));

/** Plans: the admin manages them, store owners read the active ones (with the rate in force). */
export function createPlansService(db: Db, rateSource?: RateSource) {
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
        ...(await dollarRateState(db, rateSource)),
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
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
