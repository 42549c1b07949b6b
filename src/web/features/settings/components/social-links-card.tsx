import { ExternalLink, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@shared/constants';
import { socialLinkSchema, type ProfileLinks } from '@shared/schemas/links';
import { PLATFORM_EXAMPLES, PLATFORM_LABELS, type SocialPlatform } from '@shared/social-links';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { useLinkCalls } from '../api/links';

/** Social links: one per platform, each checked against its platform's pattern, saved on add and on remove. */
export function SocialLinksCard({ links }: { links: ProfileLinks['socialLinks'] }) {
  const { t } = useTranslation();
  const calls = useLinkCalls();
  const selectId = useId();
  const free = SOCIAL_PLATFORMS.filter((platform) => !links.some((link) => link.platform === platform));
  const [platform, setPlatform] = useState<SocialPlatform>(free[0] ?? 'instagram');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = free.includes(platform) ? platform : (free[0] ?? platform);
  const label = PLATFORM_LABELS[chosen];

  const fail = (title: string, description: string) =>
    showToast({ title, description, variant: 'destructive' });

  const problemOf = (messageId: string | undefined) => {
    if (messageId === 'urlRequired')
      return { title: t('settings.links.error'), text: t('errors.urlRequired') };
    if (messageId === 'invalidPlatformUrl') {
      return {
        title: t('settings.links.invalidUrl'),
        text: t('settings.links.invalidPlatformUrl', { platform: label }),
      };
    }
    if (messageId === 'platformExists') {
      return { title: t('settings.links.platformExists'), text: t('errors.platformExists') };
    }
    return null;
  };

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      showToast({ title: t('settings.links.success'), description: t('settings.links.socialUpdated') });
      return true;
    } catch (error) {
      const field = error instanceof ApiRequestError ? Object.values(error.body.fields ?? {})[0] : undefined;
      const problem = problemOf(
        field ?? (error instanceof ApiRequestError ? error.body.messageId : undefined),
      );
      if (problem) fail(problem.title, problem.text);
      else fail(t('settings.links.error'), t('settings.links.socialFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = socialLinkSchema.safeParse({ platform: chosen, url });
    if (!checked.success) {
      const problem = problemOf(checked.error.issues[0]?.message);
      if (problem) fail(problem.title, problem.text);
      return;
    }
    if (await run(() => calls.addSocial({ platform: chosen, url }))) setUrl('');
  };

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
                onClick={() => void run(() => calls.removeSocial(link.platform))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {free.length > 0 ? (
        <form
          onSubmit={add}
          noValidate
          className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
              {t('settings.links.platform')}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setPlatform(event.target.value as SocialPlatform)}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {free.map((option) => (
                <option key={option} value={option}>
                  {PLATFORM_LABELS[option]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('settings.links.url')}
            type="url"
            value={url}
            placeholder={PLATFORM_EXAMPLES[chosen]}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('settings.links.add')}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('settings.links.allPlatformsUsed')}</p>
      )}
    </section>
  );
}
