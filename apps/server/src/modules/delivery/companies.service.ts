import {
  COMPANY_ADMIN_OPTIONS_MAX,
  COMPANY_STATUS_NAMES,
  type CompanyAdminOption,
  type CompanyAdminOptionsQuery,
  type CompanyDetails,
  type CompanyListQuery,
  type CreateCompanyBody,
  type DeliveryCompany,
  type Page,
  ROLES,
  type UpdateCompanyBody,
} from '@vitrina/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { invalid, notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { fromCents, toCents } from '#server/lib/money.ts';
import { isUniqueViolation } from '#server/lib/pg-errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { companyDealers } from '#server/modules/dealers/dealers.service.ts';
import type { AccountOpener } from '#server/modules/users/accounts.service.ts';
import { searchUsersOfRole, userContacts } from '#server/modules/users/users.service.ts';
import * as repo from './delivery.repository.ts';
import { deliveryTexts } from './delivery.texts.ts';
import { linkedStores } from './links.service.ts';

/** Rows as the wire shows them, with their administrators' names (one query for the page). */
export async function toCompanies(db: DbOrTx, rows: repo.CompanyRow[]): Promise<DeliveryCompany[]> {
  const admins = await userContacts(
    db,
    rows.flatMap((r) => [r.primaryAdminId, r.secondaryAdminId].filter((id): id is number => id !== null)),
  );
  const admin = (id: number | null) => {
    const a = id === null ? undefined : admins.get(id);
    return a ? { id: a.id, name: a.name, email: a.email } : null;
  };
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    phone: r.phone,
    address: r.address,
    logo: fileUrl(r.logo),
    primary_admin: admin(r.primaryAdminId),
    secondary_admin: admin(r.secondaryAdminId),
    can_charge: r.canCharge,
    fee: fromCents(r.feeCents),
    status_id: r.statusId,
    statusName: COMPANY_STATUS_NAMES[r.statusId] ?? String(r.statusId),
    geolocation_mode: r.geolocationMode,
    rate_per_km: fromCents(r.ratePerKmCents),
    min_rate: fromCents(r.minRateCents),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function companyById(db: DbOrTx, id: number): Promise<DeliveryCompany> {
  const row = await repo.findCompany(db, id);
  if (!row) throw notFound();
  return (await toCompanies(db, [row]))[0]!;
}

/** A user that may administer a company: an account of the delivery role. */
async function checkAdmin(tx: DbOrTx, field: string, userId: number) {
  const user = (await userContacts(tx, [userId])).get(userId);
  if (!user || user.roleId !== ROLES.DELIVERY) throw invalid({ [field]: [deliveryTexts.notDeliveryUser] });
}

const cursorKey = z.object({ id: z.number().int(), t: z.number().int() });

function toValues(body: UpdateCompanyBody) {
  return {
    name: body.name,
    code: body.code === undefined ? undefined : body.code || null,
    phone: body.phone === undefined ? undefined : body.phone || null,
    address: body.address === undefined ? undefined : body.address || null,
    canCharge: body.can_charge,
    feeCents: body.fee === undefined ? undefined : toCents(body.fee),
    statusId: body.status_id,
    secondaryAdminId: body.secondary_admin_id,
    primaryAdminId: body.primary_admin_id,
  };
}

/** The admin's delivery companies: list, details, create, edit, activate and suspend. */
export function createCompaniesService(db: Db, accounts: AccountOpener) {
  // Another primary administrator must not run a company already (one company per account).
  async function save(tx: DbOrTx, id: number, body: UpdateCompanyBody) {
    if (body.primary_admin_id !== undefined) {
      await checkAdmin(tx, 'primary_admin_id', body.primary_admin_id);
      const runs = await repo.findCompanyOfAdmin(tx, body.primary_admin_id);
      if (runs !== undefined && runs !== id) throw invalid({ primary_admin_id: [deliveryTexts.adminTaken] });
    }
    if (body.secondary_admin_id != null) {
      // The second administrator is another person, who administers no other company.
      const secondary = body.secondary_admin_id;
      await checkAdmin(tx, 'secondary_admin_id', secondary);
      const primary = body.primary_admin_id ?? (await repo.findCompany(tx, id))?.primaryAdminId;
      if (primary === secondary) throw invalid({ secondary_admin_id: [deliveryTexts.secondaryIsPrimary] });
      if ((await repo.companiesAdministeredBy(tx, secondary)).some((other) => other !== id))
        throw invalid({ secondary_admin_id: [deliveryTexts.adminTaken] });
    }
    try {
      if (!(await repo.updateCompany(tx, id, toValues(body)))) throw notFound();
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid({ primary_admin_id: [deliveryTexts.adminTaken] });
      throw err;
    }
  }

  return {
    async list(_principal: Principal, q: CompanyListQuery): Promise<Page<DeliveryCompany>> {
      const filter = { q: q.q, statusId: q.status_id };
      const after = decodeCursor(q.cursor, cursorKey);
      const rows = await repo.pageCompanies(db, filter, q.per_page + 1, after?.id);
      const total = after?.t ?? (await repo.countCompanies(db, filter));
      const pageRows = rows.slice(0, q.per_page);
      const last = pageRows.at(-1);
      return {
        data: await toCompanies(db, pageRows),
        meta: {
          per_page: q.per_page,
          total,
          next_cursor: rows.length > q.per_page && last ? encodeCursor({ id: last.id, t: total }) : null,
        },
      };
    },

    get: (_principal: Principal, id: number) => companyById(db, id),

    /**
     * GET admin/deliver/admins: the accounts the company dialog offers as primary or secondary
     * administrator. One rule for both: an active delivery user (role 4) who administers no
     * company yet, neither as primary nor as secondary (the company being edited shows its
     * current administrators itself).
     */
    async adminOptions(_principal: Principal, q: CompanyAdminOptionsQuery): Promise<CompanyAdminOption[]> {
      return searchUsersOfRole(db, ROLES.DELIVERY, {
        q: q.q || undefined,
        excludeIds: await repo.listAdminIds(db),
        limit: COMPANY_ADMIN_OPTIONS_MAX,
      });
    },

    async details(_principal: Principal, id: number): Promise<CompanyDetails> {
      const company = await companyById(db, id);
      return { company, stores: await linkedStores(db, id), dealers: await companyDealers(db, id) };
    },

    async create(_principal: Principal, body: CreateCompanyBody): Promise<DeliveryCompany> {
      const id = await db.transaction(async (tx) => {
        let companyId: number;
        if (body.primary_admin) {
          // A new delivery account comes with its company (onboarding's createAccount).
          const created = await accounts.createAccount(tx, {
            ...body.primary_admin,
            roleId: ROLES.DELIVERY,
            business: { name: body.name },
          });
          companyId = created.companyId!;
        } else {
          const adminId = body.primary_admin_id!;
          await checkAdmin(tx, 'primary_admin_id', adminId);
          if ((await repo.findCompanyOfAdmin(tx, adminId)) !== undefined)
            throw invalid({ primary_admin_id: [deliveryTexts.adminTaken] });
          companyId = await repo.insertCompany(tx, { name: body.name, primaryAdminId: adminId });
        }
        await save(tx, companyId, { ...body, primary_admin_id: undefined });
        return companyId;
      });
      return companyById(db, id);
    },

    async update(_principal: Principal, id: number, body: UpdateCompanyBody): Promise<DeliveryCompany> {
      await db.transaction((tx) => save(tx, id, body));
      return companyById(db, id);
    },

    async setStatus(_principal: Principal, id: number, body: { status_id: 1 | 2 }): Promise<DeliveryCompany> {
      if (!(await repo.updateCompany(db, id, { statusId: body.status_id }))) throw notFound();
      return companyById(db, id);
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
