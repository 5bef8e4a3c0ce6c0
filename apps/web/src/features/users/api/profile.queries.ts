import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangePasswordBody,
  messageReply,
  type Profile,
  type ProfileBody,
  profileSchema,
} from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeysFactory } from '#web/lib/query-keys.ts';
import { saveUser } from '#web/lib/session.ts';

export const profileKeys = queryKeysFactory('users');
/** The signed-in user's own profile. */
const mine = profileKeys.detail('me');

export function useProfile() {
  return useQuery<Profile>({
    queryKey: mine,
    queryFn: () => apiRequest('profile', { schema: profileSchema }),
  });
}

function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(mine, profile);
    saveUser({ name: profile.name, lastname: profile.lastname, email: profile.email });
  };
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (body: ProfileBody) =>
      apiRequest('profile', { method: 'PATCH', body, schema: profileSchema }),
    onSuccess: saved,
  });
}

export function useSetAvatar() {
  const saved = useProfileSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest('profile/avatar', { method: 'POST', body: form, schema: profileSchema });
    },
    onSuccess: saved,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('profile/password', { method: 'POST', body, schema: messageReply }),
  });
}
