import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangePasswordBody,
  messageReply,
  type Profile,
  type ProfileBody,
  profileSchema,
} from '@vitrina/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveUser } from '../../../lib/session.ts';

export const profileKeys = {
  all: ['users'] as const,
  details: () => [...profileKeys.all, 'detail'] as const,
  /** The signed-in user's own profile. */
  mine: () => [...profileKeys.details(), 'me'] as const,
};

export function useProfile() {
  return useQuery<Profile>({
    queryKey: profileKeys.mine(),
    queryFn: () => apiRequest('profile', { schema: profileSchema }),
  });
}

function useProfileSaved() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileKeys.mine(), profile);
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
