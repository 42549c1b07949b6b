import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { CUSTOM_LINK_NAME_MAX_LENGTH, LINK_LOGO_MAX_BYTES } from '#shared/constants';
import { customLinkFieldsSchema } from '#shared/schemas/links';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import type { CustomLinkFields } from '../api/links';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { customLinkFailure, customLinkToast } from './link-refusals';

const EMPTY = { name: '', url: '' };

/** Adds a custom link: a name, an http(s) URL and an optional logo, previewed before it is sent. */
export function CustomLinkForm({
  busy,
  add,
}: {
  busy: boolean;
  add: (link: CustomLinkFields) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const logoInput = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: customLinkFieldsSchema,
    defaultValues: EMPTY,
    failureTitle: t('settings.links.error'),
    refusalToast: ({ fields, error }) =>
      error ? customLinkFailure(t, error) : customLinkToast(t, Object.values(fields)[0]),
    onSubmit: async (fields) => {
      await add({ ...fields, logo });
      showToast({ title: t('settings.links.success'), description: t('settings.links.customUpdated') });
      form.reset(EMPTY);
      clearLogo();
    },
  });
  const disabled = busy || submitting;

  const preview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const chooseLogo = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, LINK_LOGO_MAX_BYTES);
    if (problem) {
      showToast({
        title: t('settings.links.logoFailed'),
        description: t(`errors.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    setLogo(file);
  };

  function clearLogo() {
    setLogo(null);
    if (logoInput.current) logoInput.current.value = '';
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('settings.links.name')}
        maxLength={CUSTOM_LINK_NAME_MAX_LENGTH}
        error={fieldError('name')}
        {...form.register('name')}
      />
      <TextField
        label={t('settings.links.url')}
        type="url"
        placeholder="https://"
        error={fieldError('url')}
        {...form.register('url')}
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
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('settings.links.logo')}
          onChange={(event) => chooseLogo(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => logoInput.current?.click()}>
          {logo ? t('settings.links.changeLogo') : t('settings.links.logo')}
        </Button>
        {logo && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={clearLogo}>
            {t('settings.links.removeLogo')}
          </Button>
        )}
        <Button type="submit" className="ml-auto" disabled={disabled}>
          {t('settings.links.add')}
        </Button>
      </div>
    </form>
  );
}
