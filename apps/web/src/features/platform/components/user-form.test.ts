import { describe, expect, it } from 'vitest';
import { BLANK_USER, createUserForm, updateUserForm } from './user-form.ts';

const person = {
  ...BLANK_USER,
  name: 'Teo',
  lastname: 'Gil',
  email: 'teo@vitrina.test',
  password: 'secreta123',
  password_confirmation: 'secreta123',
};

describe('the admin’s user form', () => {
  it('sends a cashier’s store and requires it', () => {
    const picked = createUserForm.safeParse({ ...person, role_id: 3, store_id: { id: 7, label: 'Tienda' } });
    expect(picked.success && picked.data).toMatchObject({ role_id: 3, store_id: 7 });
    expect(picked.success && 'storeName' in picked.data).toBe(false);
    const missing = createUserForm.safeParse({ ...person, role_id: 3 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['store_id']);
  });

  it('names the owner’s store, and leaves the store out for other roles', () => {
    const owner = createUserForm.safeParse({
      ...person,
      role_id: 2,
      storeName: 'Quincalla',
      store_id: { id: 7, label: 'x' },
    });
    expect(owner.success && owner.data).toMatchObject({ role_id: 2, storeName: 'Quincalla' });
    expect(owner.success && 'store_id' in owner.data).toBe(false);
    const ticketmaster = createUserForm.safeParse({ ...person, role_id: 5, storeName: 'ignored' });
    expect(ticketmaster.success && ticketmaster.data).not.toHaveProperty('storeName');
  });

  it('refuses a password that does not match its confirmation', () => {
    const r = createUserForm.safeParse({ ...person, role_id: 5, password_confirmation: 'otra1234' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });

  it('editing keeps the password when its boxes are empty and sends the status', () => {
    const r = updateUserForm.safeParse({ ...person, password: '', password_confirmation: '', status_id: 2 });
    expect(r.success && r.data).toEqual({
      name: 'Teo',
      lastname: 'Gil',
      email: 'teo@vitrina.test',
      phone: null,
      status_id: 2,
    });
  });
});
