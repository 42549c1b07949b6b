import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileLinksSchema, ProfileLinks, SocialLinkInput } from '#shared/schemas/links';
import type { OwnProfile } from '#shared/schemas/profiles';
import type { SocialPlatform } from '#shared/social-links';
import { type Answer, apiRequest } from '#web/lib/api-client';
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
    apiRequest<Answer<typeof profileLinksSchema>>('/profile/social-links', { method: 'POST', json: link }),
  );

export const useRemoveSocialLink = () =>
  useLinkChange((platform: SocialPlatform) =>
    apiRequest<Answer<typeof profileLinksSchema>>(`/profile/social-links/${platform}`, { method: 'DELETE' }),
  );

export type CustomLinkFields = { name: string; url: string; logo: File | null };

export const useAddCustomLink = () =>
  useLinkChange(({ name, url, logo }: CustomLinkFields) => {
    const form = new FormData();
    form.append('name', name);
    form.append('url', url);
    if (logo) form.append('logo', logo);
    return apiRequest<Answer<typeof profileLinksSchema>>('/profile/custom-links', {
      method: 'POST',
      body: form,
    });
  });

export const useRemoveCustomLink = () =>
  useLinkChange((position: number) =>
    apiRequest<Answer<typeof profileLinksSchema>>(`/profile/custom-links/${position}`, { method: 'DELETE' }),
  );
