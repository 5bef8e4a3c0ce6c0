import { z } from 'zod';
import {
  optionalText,
  personFields,
  phoneField,
  requiredText,
  v,
  withNewPassword,
} from '../common/fields.ts';
import { idField, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';
import { dealerSchema } from '../dealers/dealer.ts';

/** A delivery company's status: active, or suspended by the admin (not offered to stores). */
export const COMPANY_STATUS = { ACTIVE: 1, SUSPENDED: 2 } as const;
export const COMPANY_STATUS_NAMES: Record<number, string> = { 1: 'Activa', 2: 'Suspendida' };

export const RATE_USD_MAX = 10_000;
/** A USD amount that may be zero (a fee, a rate): at most two decimals, at most `max`. */
export const usdOrZero = (max = RATE_USD_MAX) =>
  z
    .number({ error: v('number') })
    .min(0, v('invalid'))
    .max(max, v('invalid'))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, v('money'));

const adminSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/**
 * GET admin/deliver/admins: delivery accounts (role 4) that may be picked as a company's
 * primary or secondary administrator — active, and administering no company yet (neither as
 * primary nor as secondary). `q` searches the name and the e-mail.
 */
export const companyAdminOptionsQuery = pageQuery.pick({ q: true });
export type CompanyAdminOptionsQuery = z.infer<typeof companyAdminOptionsQuery>;
/** At most this many accounts per answer: the picker narrows with `q`. */
export const COMPANY_ADMIN_OPTIONS_MAX = 20;
export const companyAdminOptionSchema = adminSchema;
export type CompanyAdminOption = z.infer<typeof adminSchema>;

/** A delivery company (SPEC.md §3). Amounts in USD. */
export const deliveryCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  primary_admin: adminSchema.nullable(),
  secondary_admin: adminSchema.nullable(),
  /** On: the shipping price goes on the shopper's bill; off: the store ships free and settles with the company. */
  can_charge: z.boolean(),
  /** USD handling fee per shipment, added to the price. */
  fee: z.number(),
  status_id: z.number().int(),
  statusName: z.string(),
  /** On: priced by distance (rate_per_km, min_rate); off: by its routes. */
  geolocation_mode: z.boolean(),
  rate_per_km: z.number(),
  min_rate: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DeliveryCompany = z.infer<typeof deliveryCompanySchema>;

const statusField = z.union([z.literal(1), z.literal(2)], { error: v('oneOf') });

const companyFields = {
  name: requiredText(120),
  code: optionalText(30),
  phone: phoneField,
  address: optionalText(255),
  can_charge: z.boolean({ error: v('invalid') }),
  fee: usdOrZero(1000),
  secondary_admin_id: idField.nullable(),
  status_id: statusField,
};

/** The administrator created with a new company (role 4, who can then sign in). */
export const companyAdminBody = withNewPassword(personFields);

/**
 * POST admin/deliver: a company and its primary administrator, either a new account
 * (`primary_admin`) or an existing delivery user without a company (`primary_admin_id`).
 */
export const createCompanyBody = z
  .object({
    ...companyFields,
    can_charge: companyFields.can_charge.default(false),
    fee: companyFields.fee.default(0),
    secondary_admin_id: companyFields.secondary_admin_id.optional(),
    status_id: statusField.default(1),
    primary_admin_id: idField.optional(),
    primary_admin: companyAdminBody.optional(),
  })
  .refine((b) => (b.primary_admin_id === undefined) !== (b.primary_admin === undefined), {
    message: v('required'),
    path: ['primary_admin'],
  })
  .meta({ description: 'Exactly one of primary_admin_id (an existing user) and primary_admin (a new one).' });
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;

/** PATCH admin/deliver/{id}: any of the fields (and another primary administrator). */
export const updateCompanyBody = z.object({ ...companyFields, primary_admin_id: idField }).partial();
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;

/** PATCH admin/deliver/{id}/status: activate (1) or suspend (2). */
export const companyStatusBody = z.object({ status_id: statusField });

/** PATCH deliver: what the company edits of itself (the admin decides can_charge and status). */
export const companyProfileBody = z
  .object({
    name: companyFields.name,
    code: companyFields.code,
    phone: companyFields.phone,
    address: companyFields.address,
    fee: companyFields.fee,
  })
  .partial();
export type CompanyProfileBody = z.infer<typeof companyProfileBody>;

/** PATCH delivery/{id}/update-mode: `id` repeats the path's; `mode` on charges by geolocation. */
export const updateModeBody = z.object({
  id: idField,
  mode: z.union([z.boolean(), z.literal(0), z.literal(1)], { error: v('invalid') }).transform(Boolean),
});

/** POST rate-delivery-location/{id}/create: the per-km rate and the minimum rate, USD. */
export const rateLocationBody = z.object({ rate_per_km: usdOrZero(), min_rate: usdOrZero() });
export type RateLocationBody = z.infer<typeof rateLocationBody>;
export const rateLocationSchema = z.object({
  id: z.number().int(),
  geolocation_mode: z.boolean(),
  rate_per_km: z.number(),
  min_rate: z.number(),
});

/** GET admin/deliver. */
export const companyListQuery = pageQuery.extend({ status_id: intQuery({ min: 1, max: 2 }).optional() });
export type CompanyListQuery = z.infer<typeof companyListQuery>;

/** A store linked to a company (GET deliver/stores, the admin's details). */
export const linkedStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  linked_at: z.string(),
});
export type LinkedStore = z.infer<typeof linkedStoreSchema>;

/** An active company as a store sees it (GET company), with whether the store is linked. */
export const storeCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  phone: z.string().nullable(),
  can_charge: z.boolean(),
  fee: z.number(),
  geolocation_mode: z.boolean(),
  rate_per_km: z.number(),
  min_rate: z.number(),
  linked: z.boolean(),
  linked_at: z.string().nullable(),
});
export type StoreCompany = z.infer<typeof storeCompanySchema>;

/** POST company: link the store to an active company. */
export const linkCompanyBody = z.object({ company_id: idField });

/** GET admin/deliver/{id}: the company, its linked stores and its couriers. */
export const companyDetailsSchema = z.object({
  company: deliveryCompanySchema,
  stores: z.array(linkedStoreSchema),
  dealers: z.array(dealerSchema),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
