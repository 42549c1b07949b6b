import { ExternalLink, Link2, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LINKS_MAX_COUNT, LINK_LOGO_MAX_BYTES } from '@shared/constants';
import { customLinkFieldsSchema, type ProfileLinks } from '@shared/schemas/links';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { useLinkCalls } from '../api/links';
import { imageFileProblem } from './image-file-problem';

const LOGO_MESSAGES = new Set(['fileMustBeImage', 'imageTooLarge5']);

/** Custom links: a name, an http(s) URL and an optional logo; saved on add and on remove. */
export function CustomLinksCard({ links }: { links: ProfileLinks['customLinks'] }) {
  const { t } = useTranslation();
  const calls = useLinkCalls();
  const logoInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const fail = (title: string, description: string) =>
    showToast({ title, description, variant: 'destructive' });

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, LINK_LOGO_MAX_BYTES);
    if (problem) return fail(t('settings.links.logoFailed'), t(`errors.${problem}`));
    setLogo(file);
  };

  const clearLogo = () => {
    setLogo(null);
    if (logoInput.current) logoInput.current.value = '';
  };

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      showToast({ title: t('settings.links.success'), description: t('settings.links.customUpdated') });
      return true;
    } catch (error) {
      const messageId = error instanceof ApiRequestError ? error.body.messageId : undefined;
      if (messageId && LOGO_MESSAGES.has(messageId))
        fail(t('settings.links.logoFailed'), t('settings.links.logoFailedText'));
      else if (messageId === 'tooManyLinks') fail(t('settings.links.error'), t('errors.tooManyLinks'));
      else fail(t('settings.links.error'), t('settings.links.customFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const checked = customLinkFieldsSchema.safeParse({ name, url });
    if (!checked.success) {
      const messageId = checked.error.issues[0]?.message;
      if (messageId === 'invalidLinkUrl')
        fail(t('errors.invalidLinkUrl'), t('settings.links.invalidLinkText'));
      else if (messageId === 'linkNameTooLong') fail(t('settings.links.error'), t('errors.linkNameTooLong'));
      else fail(t('settings.links.missingInfo'), t('errors.missingLinkInfo'));
      return;
    }
    if (await run(() => calls.addCustom(checked.data, logo))) {
      setName('');
      setUrl('');
      clearLogo();
    }
  };

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
                onClick={() => void run(() => calls.removeCustom(position))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {links.length < CUSTOM_LINKS_MAX_COUNT ? (
        <form onSubmit={add} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('settings.links.name')}
            value={name}
            maxLength={50}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label={t('settings.links.url')}
            type="url"
            value={url}
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
          <div className="flex items-center gap-3 sm:col-span-2">
            {preview && (
              <img
                src={preview}
                alt={t('settings.links.logoPreview')}
                className="size-10 rounded-md object-cover"
              />
            )}
            <input
              ref={logoInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              className="sr-only"
              tabIndex={-1}
              aria-label={t('settings.links.logo')}
              onChange={(event) => chooseLogo(event.target.files?.[0])}
            />
            <Button variant="outline" size="sm" disabled={busy} onClick={() => logoInput.current?.click()}>
              {logo ? t('settings.links.changeLogo') : t('settings.links.logo')}
            </Button>
            {logo && (
              <Button variant="ghost" size="sm" disabled={busy} onClick={clearLogo}>
                {t('settings.links.removeLogo')}
              </Button>
            )}
            <Button type="submit" className="ml-auto" disabled={busy}>
              {t('settings.links.add')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-500">{t('errors.tooManyLinks')}</p>
      )}
    </section>
  );
}
