import { messageReply, type ResetPasswordBody } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { useAction } from '#web/lib/use-action.ts';

const recoverPassword = (email: string) =>
  apiRequest(`auth/recover/${encodeURIComponent(email)}`, { auth: false, schema: messageReply });

export const useRecoverPassword = () => useAction(recoverPassword);

export function useResetPassword(code: string) {
  return useAction((body: ResetPasswordBody) =>
    apiRequest(`auth/resetpassword/${encodeURIComponent(code)}`, {
      method: 'POST',
      body: { ...body, code },
      auth: false,
      schema: messageReply,
    }),
  );
}
