import {
  type CreateCompanyBody,
  createCompanyBody,
  type DeliveryCompany,
  type UpdateCompanyBody,
  updateCompanyBody,
} from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { decimalText, parseDecimal } from '../../../lib/decimal.ts';

/** The admin's company dialog; `primary_admin` is the new administrator account (create only). */
export type CompanyForm = {
  name: string;
  code: string;
  phone: string;
  address: string;
  can_charge: boolean;
  fee: string;
  primary_admin: {
    name: string;
    lastname: string;
    email: string;
    phone: string;
    password: string;
    password_confirmation: string;
  };
};

export const BLANK_COMPANY: CompanyForm = {
  name: '',
  code: '',
  phone: '',
  address: '',
  can_charge: false,
  fee: '0',
  primary_admin: { name: '', lastname: '', email: '', phone: '', password: '', password_confirmation: '' },
};

export const COMPANY_FIELDS: readonly Path<CompanyForm>[] = [
  'name',
  'code',
  'phone',
  'address',
  'can_charge',
  'fee',
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

/** POST admin/deliver: the company and its new administrator (role 4), who can then sign in. */
export const createCompanyForm = z.preprocess((raw) => {
  const f = raw as CompanyForm;
  return {
    ...companyPart(f),
    status_id: 1,
    primary_admin: { ...f.primary_admin, phone: f.primary_admin.phone.trim() || null },
  };
}, createCompanyBody);

/** PATCH admin/deliver/{id}: the company's own fields (its administrator stays). */
export const updateCompanyForm = z.preprocess(
  (raw) => companyPart(raw as CompanyForm),
  updateCompanyBody.required({ name: true }),
);

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
    fee: decimalText(company.fee),
  };
}
