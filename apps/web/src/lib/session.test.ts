import type { Session, Store } from '@vitrina/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  clearSession,
  getSession,
  getStoredUser,
  hasRole,
  isSession,
  SESSION_KEYS,
  saveSession,
  saveStore,
} from './session.ts';

const session: Session = {
  access_token: 'tok-123',
  token_type: 'Bearer',
  plan_id: 1,
  name: 'Ana',
  lastname: 'Pérez',
  email: 'ana@vitrina.test',
  role_id: 2,
  user_id: 10,
  store_id: 3,
  time_zone: 'America/Caracas',
};

const store: Store = {
  id: 3,
  name: 'Tienda de Ana',
  description: 'Ropa',
  phone: null,
  image: null,
  category_id: null,
  categoryName: null,
  address: null,
  country_id: null,
  state_id: null,
  city_id: null,
  latitude: null,
  longitude: null,
  telegram_user_bot: null,
  telegram_token_set: false,
  telegram_token_hint: null,
  telegram_connected: false,
  web_store: 'ana',
  store_host: 'https://vitrina.test',
  templates: [],
  status_id: 1,
  statusName: 'Activo',
  time_zone: 'America/Caracas',
};

afterEach(() => localStorage.clear());

describe('session storage', () => {
  it('keeps token, token type and user under the keys of SPEC.md §3', () => {
    saveSession(session);
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('token_type')).toBe('Bearer');
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    expect(user).toMatchObject({ email: 'ana@vitrina.test', role_id: 2, store_id: 3 });
    expect(user).not.toHaveProperty('access_token');
    expect(getSession()?.user.name).toBe('Ana');
    expect(authorizationHeader()).toBe('Bearer tok-123');
  });

  it('keeps the store under its own key', () => {
    saveSession(session);
    saveStore(store);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.store) ?? 'null')).toEqual(store);
    expect(getSession()?.store?.name).toBe('Tienda de Ana');
  });

  it('clears all four keys on logout', () => {
    saveSession(session);
    saveStore(store);
    clearSession('logout');
    for (const key of ['token', 'token_type', 'user', 'store']) expect(localStorage.getItem(key)).toBeNull();
    expect(getSession()).toBeNull();
    expect(authorizationHeader()).toBeNull();
  });

  it('treats a missing token or a broken user record as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ ...session, access_token: undefined }));
    clearSession();
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'x');
    saveStore(store); // re-reads storage
    expect(getSession()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('remembers the user for the lock screen only while stored', () => {
    saveSession(session);
    localStorage.removeItem('token');
    saveStore(store);
    expect(getSession()).toBeNull();
    expect(getStoredUser()?.email).toBe('ana@vitrina.test');
  });

  it('checks roles', () => {
    saveSession(session);
    expect(hasRole(getSession(), [1, 2])).toBe(true);
    expect(hasRole(getSession(), [4])).toBe(false);
    expect(hasRole(null, [1, 2, 3, 4, 5])).toBe(false);
  });

  it('takes a sign-in reply only with a token, the Bearer type and a whole user', () => {
    expect(isSession(session)).toBe(true);
    expect(isSession({ ...session, access_token: '' })).toBe(false);
    expect(isSession({ ...session, token_type: 'Basic' })).toBe(false);
    expect(isSession({ ...session, role_id: '2' })).toBe(false);
    const { email: _email, ...withoutEmail } = session;
    expect(isSession(withoutEmail)).toBe(false);
    expect(isSession(null)).toBe(false);
    expect(isSession('token')).toBe(false);
  });
});
