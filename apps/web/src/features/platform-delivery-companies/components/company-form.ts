import {
  type CompanyAdminOption,
  type CreateCompanyBody,
  createCompanyBody,
  type DeliveryCompany,
  type UpdateCompanyBody,
  updateCompanyBody,
} from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { type AccountForm, BLANK_ACCOUNT } from '#web/components/account-form.ts';
import { amountText, parseDecimal } from '#web/lib/decimal.ts';

/** Whose account runs a new company: one created with it, or an existing delivery user's. */
export type AdminAccount = 'new' | 'existing';

/**
 * The admin's company dialog. Creating: `primary_admin` is the new administrator account, or
 * (`admin_account` 'existing') `primary_admin_id` an existing delivery user. Editing: the
 * primary administrator may be replaced by an existing user. `secondary_admin_id` is optional.
 * The two pickers hold the chosen account (its name shows in the box); the body sends its id.
 */
export type CompanyForm = {
  name: string;
  code: string;
  phone: string;
  address: string;
  can_charge: boolean;
  fee: string;
  admin_account: AdminAccount;
  primary_admin_id: CompanyAdminOption | null;
  secondary_admin_id: CompanyAdminOption | null;
  primary_admin: AccountForm;
};

export const BLANK_COMPANY: CompanyForm = {
  name: '',
  code: '',
  phone: '',
  address: '',
  can_charge: false,
  fee: '0',
  admin_account: 'new',
  primary_admin_id: null,
  secondary_admin_id: null,
  primary_admin: BLANK_ACCOUNT,
};

export const COMPANY_FIELDS: readonly Path<CompanyForm>[] = [
  'name',
  'code',
  'phone',
  'address',
  'can_charge',
  'fee',
  'primary_admin_id',
  'secondary_admin_id',
  'primary_admin.name',
  'primary_admin.lastname',
  'primary_admin.email',
  'primary_admin.phone',
  'primary_admin.password',
  'primary_admin.password_confirmation',
];

const companyPart = (f: CompanyForm) => ({
  name: f.name,
  code: f.code.trim() || null,
  phone: f.phone.trim() || null,
  address: f.address.trim() || null,
  can_charge: f.can_charge,
  fee: parseDecimal(f.fee) ?? 0,
});

/** An existing account must be picked (creating with "existing account", or editing). */
const primaryPicked = (f: CompanyForm, ctx: z.RefinementCtx) => {
  if (f.admin_account === 'existing' && !f.primary_admin_id)
    ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['primary_admin_id'] });
};

/**
 * POST admin/deliver: the company with its new administrator (role 4, who can then sign in)
 * or an existing delivery user, and optionally a secondary administrator.
 */
export const createCompanyForm = z
  .custom<CompanyForm>()
  .superRefine(primaryPicked)
  .transform((f): unknown => ({
    ...companyPart(f),
    status_id: 1 as const,
    ...(f.admin_account === 'existing'
      ? { primary_admin_id: f.primary_admin_id?.id }
      : { primary_admin: { ...f.primary_admin, phone: f.primary_admin.phone.trim() || null } }),
    ...(f.secondary_admin_id ? { secondary_admin_id: f.secondary_admin_id.id } : {}),
  }))
  .pipe(createCompanyBody);

/**
 * PATCH admin/deliver/{id}: the company's fields, its primary administrator (the same or
 * another existing user) and its secondary one (none: null). The new-account boxes are ignored.
 */
export const updateCompanyForm = z
  .custom<CompanyForm>()
  .superRefine((f, ctx) => primaryPicked({ ...f, admin_account: 'existing' }, ctx))
  .transform((f): unknown => ({
    ...companyPart(f),
    primary_admin_id: f.primary_admin_id?.id,
    secondary_admin_id: f.secondary_admin_id?.id ?? null,
  }))
  .pipe(updateCompanyBody.required({ name: true }));

export type CompanyBody = CreateCompanyBody | UpdateCompanyBody;

export function toCompanyForm(company: DeliveryCompany | null): CompanyForm {
  if (!company) return BLANK_COMPANY;
  return {
    ...BLANK_COMPANY,
    name: company.name,
    code: company.code ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    can_charge: company.can_charge,
    fee: amountText(company.fee),
    admin_account: 'existing',
    primary_admin_id: company.primary_admin,
    secondary_admin_id: company.secondary_admin,
  };
}
