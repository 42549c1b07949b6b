import { ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileLinks } from '@shared/schemas/links';
import { PLATFORM_LABELS, type SocialPlatform } from '@shared/social-links';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { useAddSocialLink, useRemoveSocialLink } from '../api/links';
import { socialLinkFailure } from './link-refusals';
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
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="social-heading" className="text-lg font-semibold">
        {t('settings.links.socialTitle')}
      </h2>
      {links.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {links.map((link) => (
            <li key={link.platform} className="flex items-center gap-3 py-2">
              <span className="w-24 shrink-0 text-sm font-medium">{PLATFORM_LABELS[link.platform]}</span>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex min-w-0 flex-1 items-center gap-1 truncate text-sm text-brand-700 hover:underline"
              >
                <span className="truncate">{link.url}</span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              </a>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t('settings.links.removeSocial', { platform: PLATFORM_LABELS[link.platform] })}
                onClick={() => void removeLink(link.platform)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
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
