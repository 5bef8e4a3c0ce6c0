import { describe, expect, it } from 'vitest';
import { BLANK_COMPANY, createCompanyForm, updateCompanyForm } from './company-form.ts';

const filled = {
  ...BLANK_COMPANY,
  name: 'Rápido Express',
  fee: '1,50',
  can_charge: true,
  primary_admin: {
    name: 'Rosa',
    lastname: 'Pérez',
    email: 'rosa@rapido.test',
    phone: '',
    password: 'secreta123',
    password_confirmation: 'secreta123',
  },
};

describe('company dialog', () => {
  it('creates the company with its new administrator', () => {
    expect(createCompanyForm.parse(filled)).toMatchObject({
      name: 'Rápido Express',
      code: null,
      fee: 1.5,
      can_charge: true,
      status_id: 1,
      primary_admin: { email: 'rosa@rapido.test', phone: null },
    });
  });

  it('puts the administrator’s mistakes under the administrator’s fields', () => {
    const result = createCompanyForm.safeParse({
      ...filled,
      primary_admin: { ...filled.primary_admin, email: 'rosa', password_confirmation: 'otra' },
    });
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['primary_admin.email']));
  });

  it('edits only the company, whatever the administrator boxes hold', () => {
    const body = updateCompanyForm.parse({ ...filled, primary_admin: BLANK_COMPANY.primary_admin });
    expect(body).toEqual({
      name: 'Rápido Express',
      code: null,
      phone: null,
      address: null,
      can_charge: true,
      fee: 1.5,
    });
  });

  it('refuses a fee with three decimals', () => {
    expect(updateCompanyForm.safeParse({ ...filled, fee: '1.005' }).error?.issues[0]?.message).toBe(
      'validation.money',
    );
  });
});
