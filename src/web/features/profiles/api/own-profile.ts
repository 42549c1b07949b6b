import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiTrainingUpdate,
  FederationUpdate,
  FollowApprovalUpdate,
  ViewsShownUpdate,
  PreferencesUpdate,
  ownProfileSchema,
  OwnProfile,
  PrivacySettingsForm,
  ProfileUpdate,
} from '#shared/schemas/profiles';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { SESSION_QUERY_KEY } from '#web/lib/session';

export const OWN_PROFILE_KEY = ['own-profile'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: () => apiRequest<Answer<typeof ownProfileSchema>>('/profile'),
  });
}

/** Keeps the saved profile, and reads the session again (its name and avatar are in the account menu). */
function useKeepProfile() {
  const queryClient = useQueryClient();
  return (saved: OwnProfile) => {
    queryClient.setQueryData(OWN_PROFILE_KEY, saved);
    return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

/** Saves the profile; the answer is the profile as stored. */
export function useSaveProfile() {
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (body: ProfileUpdate) =>
      apiRequest<Answer<typeof ownProfileSchema>>('/profile', { method: 'PUT', json: body }),
    onSuccess: keep,
  });
}

export type ProfileImageKind = 'avatar' | 'banner';

/** Uploads a new avatar or banner (or removes it with a null file); the server answers the updated profile. */
export function useProfileImage() {
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ProfileImageKind; file: File | null }) => {
      let init: RequestInit = { method: 'DELETE' };
      if (file) {
        const form = new FormData();
        form.append('file', file);
        init = { method: 'POST', body: form };
      }
      return apiRequest<Answer<typeof ownProfileSchema>>(`/profile/${kind}`, init);
    },
    onSuccess: keep,
  });
}

/** Saves the privacy settings, kept in the profile they were read from. */
export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacy: PrivacySettingsForm) =>
      apiRequest('/profile/privacy', { method: 'PUT', json: privacy }),
    onSuccess: (_, privacy) =>
      queryClient.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (profile) => profile && { ...profile, privacy }),
  });
}

/** The member's yes-or-no choices about their work, each saved on its own address. */
const PROFILE_SWITCHES = {
  allowAiTraining: '/profile/ai-training',
  federates: '/profile/federation',
  approvesFollowers: '/profile/follow-approval',
  showsViews: '/profile/views-shown',
} as const satisfies Record<
  keyof AiTrainingUpdate | keyof FederationUpdate | keyof FollowApprovalUpdate | keyof ViewsShownUpdate,
  string
>;
export type ProfileSwitch = keyof typeof PROFILE_SWITCHES;

/**
 * Saves one of the member's switches (AI training, federation, approving followers). The switch shows the choice at once;
 * a failure puts back what the server holds.
 */
export function useSaveProfileSwitch(name: ProfileSwitch) {
  const queryClient = useQueryClient();
  const show = (on: boolean) =>
    queryClient.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (profile) => profile && { ...profile, [name]: on });
  return useMutation({
    mutationFn: (on: boolean) => apiRequest(PROFILE_SWITCHES[name], { method: 'PUT', json: { [name]: on } }),
    onMutate: (on) => show(on),
    onError: (_error, on) => show(!on),
  });
}

/** Saves the interface language in the profile's preferences, so every browser opens in it. */
/** Saves the language or the theme with the profile, so they follow the member to other browsers. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (update: PreferencesUpdate) =>
      apiRequest('/profile/preferences', { method: 'PUT', json: update }),
    // The browser has switched already; a failure here only costs the other browsers.
    onError: (error) => console.warn('Could not save the preference', error),
  });
}
