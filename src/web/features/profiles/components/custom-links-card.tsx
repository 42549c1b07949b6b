import { ExternalLink, Link2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LINKS_MAX_COUNT } from '@shared/constants';
import type { ProfileLinks } from '@shared/schemas/links';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { useAddCustomLink, useRemoveCustomLink } from '../api/links';
import { CustomLinkForm } from './custom-link-form';
import { customLinkFailure } from './link-refusals';

/** Custom links: a name, an http(s) URL and an optional logo; saved on add and on remove. */
export function CustomLinksCard({ links }: { links: ProfileLinks['customLinks'] }) {
  const { t } = useTranslation();
  const add = useAddCustomLink();
  const remove = useRemoveCustomLink();
  const busy = add.isPending || remove.isPending;

  const removeLink = (position: number) =>
    remove.mutateAsync(position).then(
      () => showToast({ title: t('settings.links.success'), description: t('settings.links.customUpdated') }),
      (error: unknown) => showToast({ ...customLinkFailure(t, error), variant: 'destructive' }),
    );

  return (
    <section
      aria-labelledby="custom-links-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="custom-links-heading" className="text-lg font-semibold">
        {t('settings.links.customTitle')}
      </h2>
      {links.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {links.map((link, position) => (
            <li key={`${position}-${link.url}`} className="flex items-center gap-3 py-2">
              {link.logoUrl ? (
                <img src={link.logoUrl} alt="" className="size-8 shrink-0 rounded-md object-cover" />
              ) : (
                <Link2 aria-hidden className="size-8 shrink-0 rounded-md bg-slate-100 p-1.5 text-slate-500" />
              )}
              <span className="w-32 shrink-0 truncate text-sm font-medium">{link.name}</span>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="flex min-w-0 flex-1 items-center gap-1 text-sm text-brand-700 hover:underline"
              >
                <span className="truncate">{link.url}</span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              </a>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t('settings.links.removeCustom', { name: link.name })}
                onClick={() => void removeLink(position)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {links.length < CUSTOM_LINKS_MAX_COUNT ? (
        <CustomLinkForm busy={busy} add={add.mutateAsync} />
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('errors.tooManyLinks')}</p>
      )}
    </section>
  );
}
