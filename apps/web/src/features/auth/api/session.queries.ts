import { useMutation } from '@tanstack/react-query';
import {
  type LoginBody,
  messageReply,
  type ResetPasswordBody,
  ROLES,
  type Session,
  type SignupBody,
  sessionSchema,
  storeSchema,
} from '@vitrina/contract';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { clearSession, saveSession, saveStore } from '../../../lib/session.ts';

/** Saves the session; a store owner's store is loaded with it (SPEC.md §4). */
async function establishSession(session: Session): Promise<Session> {
  saveSession(session);
  if (session.role_id === ROLES.CLIENT) {
    try {
      saveStore(await apiRequest('store/mystore', { schema: storeSchema }));
    } catch (error) {
      // Without a store the panel still works; a dead token, though, ends the session.
      if (error instanceof ApiError && error.status === 401) throw error;
    }
  }
  return session;
}

export async function login(body: LoginBody): Promise<Session> {
  const session = await apiRequest('auth/login', {
    method: 'POST',
    body,
    auth: false,
    schema: sessionSchema,
  });
  return establishSession(session);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useSignup() {
  return useMutation({
    mutationFn: async (body: SignupBody) => {
      const session = await apiRequest('auth/signup', {
        method: 'POST',
        body,
        auth: false,
        schema: sessionSchema,
      });
      return establishSession(session);
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest('auth/logout');
      } catch {
        // Signing out must work even when the server cannot be reached or the token is already dead.
      }
      clearSession('logout');
    },
  });
}

export function useRecoverPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(`auth/recover/${encodeURIComponent(email)}`, { auth: false, schema: messageReply }),
  });
}

export function useResetPassword(code: string) {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiRequest(`auth/resetpassword/${encodeURIComponent(code)}`, {
        method: 'POST',
        body: { ...body, code },
        auth: false,
        schema: messageReply,
      }),
  });
}
