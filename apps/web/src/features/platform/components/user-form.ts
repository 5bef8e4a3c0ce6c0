import {
  type AdminUser,
  type CreateUserBody,
  createUserBody,
  ROLES,
  type RoleId,
  type UpdateUserBody,
  updateUserBody,
} from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { AccountForm } from '#web/components/account-form.ts';
import type { PickerOption } from '#web/components/search-picker.tsx';

/**
 * The admin's user dialog. Creating: the person, its role and password; a cashier's store (picked);
 * the name of the store (owner) or company (delivery) created with the account. Editing: the
 * person, its status, and a new password only when both boxes are filled.
 */
export type UserForm = AccountForm & {
  role_id: RoleId;
  store_id: PickerOption | null;
  storeName: string;
  status_id: 1 | 2;
};

export const BLANK_USER: UserForm = {
  name: '',
  lastname: '',
  email: '',
  phone: '',
  role_id: ROLES.CLIENT,
  store_id: null,
  storeName: '',
  status_id: 1,
  password: '',
  password_confirmation: '',
};

export const USER_FIELDS = Object.keys(BLANK_USER) as Path<UserForm>[];

/** The roles whose account comes with a store (owner) or a company (delivery) of its own. */
export const namesItsBusiness = (role: RoleId) => role === ROLES.CLIENT || role === ROLES.DELIVERY;

const person = (f: UserForm) => ({
  name: f.name,
  lastname: f.lastname,
  email: f.email,
  phone: f.phone.trim() || null,
});

/** POST admin: the store only for a cashier, the business name only for an owner or a company. */
export const createUserForm = z.preprocess((raw): unknown => {
  const f = raw as UserForm;
  return {
    ...person(f),
    role_id: f.role_id,
    password: f.password,
    password_confirmation: f.password_confirmation,
    ...(f.role_id === ROLES.CASHIER ? { store_id: f.store_id?.id ?? null } : {}),
    ...(namesItsBusiness(f.role_id) && f.storeName.trim() ? { storeName: f.storeName } : {}),
  };
}, createUserBody);

/** PATCH admin/{id}: empty password boxes keep the current password. */
export const updateUserForm = z.preprocess((raw): unknown => {
  const f = raw as UserForm;
  return {
    ...person(f),
    status_id: f.status_id,
    ...(f.password ? { password: f.password, password_confirmation: f.password_confirmation } : {}),
  };
}, updateUserBody);

export type UserBody = CreateUserBody | UpdateUserBody;

export function toUserForm(user: AdminUser | null): UserForm {
  if (!user) return BLANK_USER;
  return {
    ...BLANK_USER,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone ?? '',
    role_id: user.role_id,
    status_id: user.status_id === 2 ? 2 : 1,
    store_id: user.store_id ? { id: user.store_id, label: user.store_name ?? `#${user.store_id}` } : null,
  };
}
