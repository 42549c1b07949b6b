import { Link2 } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { CUSTOM_LINKS_MAX_COUNT } from '#shared/constants';
import type { ProfileLinks } from '#shared/schemas/links';
import { showToast } from '#web/components/ui/toast-store';
import { useAddCustomLink, useRemoveCustomLink } from '../api/links';
import { CustomLinkForm } from './custom-link-form';
import { LinkRow } from './link-row';
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
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="custom-links-heading" className="text-lg font-semibold">
        {t('settings.links.customTitle')}
      </h2>
      {links.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100">
          {links.map((link, position) => (
            <LinkRow
              key={`${position}-${link.url}`}
              url={link.url}
              removeLabel={t('settings.links.removeCustom', { name: link.name })}
              disabled={busy}
              onRemove={() => void removeLink(position)}
            >
              {link.logoUrl ? (
                <img src={link.logoUrl} alt="" className="size-8 shrink-0 rounded-md object-cover" />
              ) : (
                <Link2 aria-hidden className="size-8 shrink-0 rounded-md bg-slate-100 p-1.5 text-slate-500" />
              )}
              <span className="w-32 shrink-0 truncate text-sm font-medium">{link.name}</span>
            </LinkRow>
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
