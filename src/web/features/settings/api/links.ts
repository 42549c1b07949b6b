import { useQueryClient } from '@tanstack/react-query';
import { profileLinksSchema, type ProfileLinks, type SocialLinkInput } from '@shared/schemas/links';
import type { OwnProfile } from '@shared/schemas/profiles';
import type { SocialPlatform } from '@shared/social-links';
import { apiRequest } from '../../../lib/api-client';
import { OWN_PROFILE_KEY } from './own-profile';

/** Link changes save at once on the server; each answers the full lists, kept in the profile cache. */
export function useLinkCalls() {
  const queryClient = useQueryClient();
  const keep = (links: ProfileLinks) => {
    queryClient.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (profile) => profile && { ...profile, links });
    return links;
  };
  return {
    addSocial: async (link: SocialLinkInput) =>
      keep(await apiRequest('/profile/social-links', profileLinksSchema, { method: 'POST', json: link })),
    removeSocial: async (platform: SocialPlatform) =>
      keep(await apiRequest(`/profile/social-links/${platform}`, profileLinksSchema, { method: 'DELETE' })),
    addCustom: async (fields: { name: string; url: string }, logo: File | null) => {
      const form = new FormData();
      form.append('name', fields.name);
      form.append('url', fields.url);
      if (logo) form.append('logo', logo);
      return keep(
        await apiRequest('/profile/custom-links', profileLinksSchema, { method: 'POST', body: form }),
      );
    },
    removeCustom: async (position: number) =>
      keep(await apiRequest(`/profile/custom-links/${position}`, profileLinksSchema, { method: 'DELETE' })),
  };
}
