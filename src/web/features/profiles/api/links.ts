import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileLinksSchema, type ProfileLinks, type SocialLinkInput } from '@shared/schemas/links';
import type { OwnProfile } from '@shared/schemas/profiles';
import type { SocialPlatform } from '@shared/social-links';
import { apiRequest } from '../../../lib/api-client';
import { OWN_PROFILE_KEY } from './own-profile';

/** Link changes save at once on the server; each answers the full lists, kept in the profile cache. */
function useLinkChange<Variables>(send: (variables: Variables) => Promise<ProfileLinks>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (links) =>
      queryClient.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (profile) => profile && { ...profile, links }),
  });
}

export const useAddSocialLink = () =>
  useLinkChange((link: SocialLinkInput) =>
    apiRequest('/profile/social-links', profileLinksSchema, { method: 'POST', json: link }),
  );

export const useRemoveSocialLink = () =>
  useLinkChange((platform: SocialPlatform) =>
    apiRequest(`/profile/social-links/${platform}`, profileLinksSchema, { method: 'DELETE' }),
  );

export type CustomLinkFields = { name: string; url: string; logo: File | null };

export const useAddCustomLink = () =>
  useLinkChange(({ name, url, logo }: CustomLinkFields) => {
    const form = new FormData();
    form.append('name', name);
    form.append('url', url);
    if (logo) form.append('logo', logo);
    return apiRequest('/profile/custom-links', profileLinksSchema, { method: 'POST', body: form });
  });

export const useRemoveCustomLink = () =>
  useLinkChange((position: number) =>
    apiRequest(`/profile/custom-links/${position}`, profileLinksSchema, { method: 'DELETE' }),
  );
