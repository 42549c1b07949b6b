import { useTranslation } from '#web/i18n/react';
import type { ProfileLinks } from '#shared/schemas/links';
import { PLATFORM_LABELS, type SocialPlatform } from '#shared/social-links';
import { showToast } from '#web/components/ui/toast-store';
import { useAddSocialLink, useRemoveSocialLink } from '../api/links';
import { socialLinkFailure } from './link-refusals';
import { LinkRow } from './link-row';
import { freePlatforms, SocialLinkForm } from './social-link-form';

/** Social links: one per platform, each checked against its platform's pattern, saved on add and on remove. */
export function SocialLinksCard({ links }: { links: ProfileLinks['socialLinks'] }) {
  const { t } = useTranslation();
  const add = useAddSocialLink();
  const remove = useRemoveSocialLink();
  const free = freePlatforms(links);
  const busy = add.isPending || remove.isPending;

  const removeLink = (platform: SocialPlatform) =>
    remove.mutateAsync(platform).then(
      () => showToast({ title: t('settings.links.success'), description: t('settings.links.socialUpdated') }),
      (error: unknown) =>
        showToast({ ...socialLinkFailure(t, error, PLATFORM_LABELS[platform]), variant: 'destructive' }),
    );

  return (
    <section
      aria-labelledby="social-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="social-heading" className="text-lg font-semibold">
        {t('settings.links.socialTitle')}
      </h2>
      {links.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {links.map((link) => (
            <LinkRow
              key={link.platform}
              url={link.url}
              removeLabel={t('settings.links.removeSocial', { platform: PLATFORM_LABELS[link.platform] })}
              disabled={busy}
              onRemove={() => void removeLink(link.platform)}
            >
              <span className="w-24 shrink-0 text-sm font-medium">{PLATFORM_LABELS[link.platform]}</span>
            </LinkRow>
          ))}
        </ul>
      )}
      {free.length > 0 ? (
        <SocialLinkForm free={free} busy={busy} add={add.mutateAsync} />
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('settings.links.allPlatformsUsed')}</p>
      )}
    </section>
  );
}
