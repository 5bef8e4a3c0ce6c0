import { type LoginBody, ROLES, type Session, type SignupBody, type Store } from '@vitrina/contract';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { clearSession, isSession, saveSession, saveStore } from '#web/lib/session.ts';
import { useAction } from '#web/lib/use-action.ts';

/** Checks the session reply and saves it; a store owner's store is loaded with it (SPEC.md §4). */
async function establishSession(request: Promise<unknown>): Promise<Session> {
  const session = await request;
  if (!isSession(session)) throw new Error('Invalid session reply');
  saveSession(session);
  if (session.role_id === ROLES.CLIENT) {
    try {
      saveStore(await apiRequest<Store>('store/mystore'));
    } catch (error) {
      // Without a store the panel still works; a dead token, though, ends the session.
      if (error instanceof ApiError && error.status === 401) throw error;
    }
  }
  return session;
}

export function login(body: LoginBody): Promise<Session> {
  return establishSession(apiRequest('auth/login', { method: 'POST', body, auth: false }));
}

function signup(body: SignupBody): Promise<Session> {
  return establishSession(apiRequest('auth/signup', { method: 'POST', body, auth: false }));
}

async function logout(): Promise<void> {
  try {
    await apiRequest('auth/logout');
  } catch {
    // Signing out must work even when the server cannot be reached or the token is already dead.
  }
  clearSession('logout');
}

export const useLogin = () => useAction(login);
export const useSignup = () => useAction(signup);
export const useLogout = () => useAction(logout);
