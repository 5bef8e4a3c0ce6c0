import type { RoleId, Session, SessionUser, Store } from '@vitrina/contract';
import { useSyncExternalStore } from 'react';

/** localStorage keys of SPEC.md §3; other code never touches these names. */
export const SESSION_KEYS = {
  token: 'token',
  tokenType: 'token_type',
  user: 'user',
  store: 'store',
} as const;

export type StoredSession = {
  token: string;
  tokenType: string;
  user: SessionUser;
  store: Store | null;
};

/** Why the session ended in this page's life: a protected route then goes to plain login, without ?redirect. */
/** Signed out, the token refused (revoked, expired), or the session left idle too long. */
export type SessionEndReason = 'logout' | 'expired' | 'idle';

type Snapshot = { session: StoredSession | null; endReason: SessionEndReason | null };

const listeners = new Set<() => void>();
let snapshot: Snapshot | null = null;
let endReason: SessionEndReason | null = null;

function parseJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return typeof u.role_id === 'number' && typeof u.email === 'string' && typeof u.user_id === 'number';
}

/**
 * A sign-in reply as the contract's Session: checked by hand, not parsed with the contract's
 * schema, so that zod stays off the way from the sign-in page to the first dashboard.
 */
export function isSession(value: unknown): value is Session {
  if (!isSessionUser(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.access_token === 'string' && v.access_token !== '' && v.token_type === 'Bearer';
}

function read(): StoredSession | null {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const user = parseJson<unknown>(localStorage.getItem(SESSION_KEYS.user));
  if (!token || !isSessionUser(user)) return null;
  return {
    token,
    tokenType: localStorage.getItem(SESSION_KEYS.tokenType) || 'Bearer',
    user,
    store: parseJson<Store>(localStorage.getItem(SESSION_KEYS.store)),
  };
}

function emit() {
  snapshot = null;
  for (const listener of listeners) listener();
}

function getSnapshot(): Snapshot {
  snapshot ??= { session: read(), endReason };
  return snapshot;
}

export function getSession(): StoredSession | null {
  return getSnapshot().session;
}

/** The stored user even without a token (the lock screen greets them by name). */
export function getStoredUser(): SessionUser | null {
  const user = parseJson<unknown>(localStorage.getItem(SESSION_KEYS.user));
  return isSessionUser(user) ? user : null;
}

export function saveSession(session: Session): void {
  const { access_token, token_type, ...user } = session;
  localStorage.setItem(SESSION_KEYS.token, access_token);
  localStorage.setItem(SESSION_KEYS.tokenType, token_type);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  localStorage.removeItem(SESSION_KEYS.store);
  endReason = null;
  emit();
}

export function saveStore(store: Store): void {
  localStorage.setItem(SESSION_KEYS.store, JSON.stringify(store));
  emit();
}

/** The signed-in user's own data changed (profile screen): the header follows. */
export function saveUser(changes: Partial<Pick<SessionUser, 'name' | 'lastname' | 'email'>>): void {
  const user = getStoredUser();
  if (!user) return;
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, ...changes }));
  emit();
}

export function clearSession(reason: SessionEndReason = 'logout'): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
  endReason = reason;
  emit();
}

export function authorizationHeader(): string | null {
  const session = getSession();
  return session ? `${session.tokenType} ${session.token}` : null;
}

/**
 * Ends the session only if it is still the one a request was sent under (its Authorization
 * header). A 401 to a call made before someone signed in again is about the old token: it must
 * not sign the new person out.
 */
export function clearSessionSentWith(authorization: string, reason: SessionEndReason = 'expired'): boolean {
  if (authorizationHeader() !== authorization) return false;
  clearSession(reason);
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) emit();
  });
}

export function useSessionState(): Snapshot {
  return useSyncExternalStore(subscribe, getSnapshot);
}

export function useSession(): StoredSession | null {
  return useSessionState().session;
}

export function hasRole(session: StoredSession | null, roles: readonly RoleId[]): boolean {
  return !!session && roles.includes(session.user.role_id);
}
