import { describe, expect, it } from 'vitest';
import { BLANK_COMPANY, createCompanyForm, toCompanyForm, updateCompanyForm } from './company-form.ts';

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

const rosa = { id: 7, name: 'Rosa Pérez', email: 'rosa@rapido.test' };
const luis = { id: 9, name: 'Luis Díaz', email: 'luis@rapido.test' };

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

  it('edits the company and its administrators, whatever the new-account boxes hold', () => {
    const body = updateCompanyForm.parse({
      ...filled,
      primary_admin_id: rosa,
      primary_admin: BLANK_COMPANY.primary_admin,
    });
    expect(body).toEqual({
      name: 'Rápido Express',
      code: null,
      phone: null,
      address: null,
      can_charge: true,
      fee: 1.5,
      primary_admin_id: 7,
      secondary_admin_id: null,
    });
    expect(
      updateCompanyForm.parse({ ...filled, primary_admin_id: rosa, secondary_admin_id: luis }),
    ).toMatchObject({ primary_admin_id: 7, secondary_admin_id: 9 });
    expect(
      updateCompanyForm
        .safeParse({ ...filled, primary_admin_id: null })
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['primary_admin_id']);
  });

  it('creates the company with an existing administrator and a secondary one, ignoring the new-account boxes', () => {
    const existing = {
      ...filled,
      admin_account: 'existing' as const,
      primary_admin_id: rosa,
      secondary_admin_id: luis,
    };
    const body = createCompanyForm.parse({ ...existing, primary_admin: BLANK_COMPANY.primary_admin });
    expect(body).toMatchObject({ name: 'Rápido Express', primary_admin_id: 7, secondary_admin_id: 9 });
    expect(body).not.toHaveProperty('primary_admin');
    const none = createCompanyForm.safeParse({ ...existing, primary_admin_id: null });
    expect(none.error?.issues).toEqual([
      expect.objectContaining({ path: ['primary_admin_id'], message: 'validation.required' }),
    ]);
    // A new account leaves out any picked user, and the secondary stays optional.
    const fresh = createCompanyForm.parse({ ...filled, primary_admin_id: rosa });
    expect(fresh).not.toHaveProperty('primary_admin_id');
    expect(fresh).not.toHaveProperty('secondary_admin_id');
  });

  it('opens an edit with the company’s administrators picked', () => {
    const form = toCompanyForm({
      id: 1,
      name: 'Rápido',
      code: null,
      phone: null,
      address: null,
      logo: null,
      primary_admin: rosa,
      secondary_admin: null,
      can_charge: false,
      fee: 0,
      status_id: 1,
      statusName: 'Activa',
      geolocation_mode: false,
      rate_per_km: 0,
      min_rate: 0,
      created_at: '',
      updated_at: '',
    });
    expect(form).toMatchObject({
      admin_account: 'existing',
      primary_admin_id: rosa,
      secondary_admin_id: null,
    });
  });

  it('refuses a fee with three decimals', () => {
    expect(
      updateCompanyForm.safeParse({ ...filled, primary_admin_id: rosa, fee: '1.005' }).error?.issues[0]
        ?.message,
    ).toBe('validation.money');
  });
});
