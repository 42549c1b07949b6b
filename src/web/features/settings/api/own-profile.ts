import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ownProfileSchema, type ProfileUpdate } from '@shared/schemas/profiles';
import { apiRequest } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../auth/api/session';

export const OWN_PROFILE_KEY = ['own-profile'] as const;

export function useOwnProfile() {
  return useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: () => apiRequest('/profile', ownProfileSchema) });
}

/** Saves the profile; the session (the name in the account menu) is refreshed with it. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return async (body: ProfileUpdate) => {
    const saved = await apiRequest('/profile', ownProfileSchema, { method: 'PUT', json: body });
    queryClient.setQueryData(OWN_PROFILE_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return saved;
  };
}

export type ProfileImageKind = 'avatar' | 'banner';

/** Uploads a new avatar or banner (or removes it with null); the server answers the updated profile. */
export function useProfileImage() {
  const queryClient = useQueryClient();
  return async (kind: ProfileImageKind, file: File | null) => {
    let init: RequestInit = { method: 'DELETE' };
    if (file) {
      const form = new FormData();
      form.append('file', file);
      init = { method: 'POST', body: form };
    }
    const saved = await apiRequest(`/profile/${kind}`, ownProfileSchema, init);
    queryClient.setQueryData(OWN_PROFILE_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    return saved;
  };
}
