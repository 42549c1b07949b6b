import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_IMAGE_MAX_BYTES, PROJECT_SUMMARY_MAX_LENGTH } from '@shared/constants';
import { projectInputSchema, slugify, splitStack, type ProjectInput } from '@shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { imageFileProblem } from '../../../lib/image-file-problem';
import { uploadCover } from '../api/projects';

export type ProjectFormValues = {
  title: string;
  slug: string;
  summary: string;
  stack: string;
  ctaLabel: string;
  ctaUrl: string;
  coverUrl: string | null;
};

export const EMPTY_PROJECT: ProjectFormValues = {
  title: '',
  slug: '',
  summary: '',
  stack: '',
  ctaLabel: '',
  ctaUrl: '',
  coverUrl: null,
};

/**
 * The create and edit form: checked with the shared rules (the server checks them again), errors
 * listed as 'field: message'. The cover is uploaded as soon as it is chosen, so it previews as stored.
 */
export function ProjectForm({
  initial,
  submitLabel,
  busyLabel,
  failureTitle,
  onSubmit,
}: {
  initial: ProjectFormValues;
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  onSubmit: (input: ProjectInput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const coverInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, COVER_IMAGE_MAX_BYTES);
    if (problem) {
      showToast({
        title: t('project.form.coverFailed'),
        description: t(`errors.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      set('coverUrl', await uploadCover(file));
      showToast({ title: t('project.form.coverUploaded') });
    } catch (error) {
      showToast({
        title: t('project.form.coverFailed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setUploading(false);
    }
  };

  const listErrors = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([field, message]) => `${t(`project.form.fields.${field}`, { defaultValue: field })}: ${message}`)
      .join('\n');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: ProjectInput = { ...values, stack: splitStack(values.stack) };
    const checked = projectInputSchema.safeParse(input);
    if (!checked.success) {
      const fields = fieldErrorTexts(t, zodFieldIds(checked.error.issues));
      setErrors(fields);
      showToast({
        title: t('project.form.validationError'),
        description: listErrors(fields),
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const fields = fieldErrorTexts(t, apiFieldIds(error));
      setErrors(fields);
      showToast({
        title: failureTitle,
        description: Object.keys(fields).length > 0 ? listErrors(fields) : apiErrorText(t, error),
        variant: 'destructive',
      });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('project.form.fields.title')}
        value={values.title}
        maxLength={100}
        required
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
      />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-800">{t('project.form.fields.coverUrl')}</span>
        <div className="relative aspect-video w-full max-w-md overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
          {values.coverUrl && (
            <img
              src={values.coverUrl}
              alt={t('project.form.coverPreview')}
              className="size-full object-cover"
            />
          )}
          {uploading && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/60">
              <Spinner />
              <span role="status" className="sr-only">
                {t('settings.images.uploading')}
              </span>
            </div>
          )}
        </div>
        <input
          ref={coverInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('project.form.uploadCover')}
          onChange={(event) => {
            void chooseCover(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => coverInput.current?.click()}
          >
            <ImagePlus aria-hidden className="size-4" />
            {t('project.form.uploadCover')}
          </Button>
          {values.coverUrl && (
            <Button variant="ghost" size="sm" onClick={() => set('coverUrl', null)}>
              <Trash2 aria-hidden className="size-4" />
              {t('project.form.removeCover')}
            </Button>
          )}
          <span className="text-xs text-slate-500">{t('project.form.coverHint')}</span>
        </div>
        {errors.coverUrl && <p className="text-xs font-medium text-red-700">{errors.coverUrl}</p>}
      </div>
      <TextField
        label={t('project.form.fields.slug')}
        value={values.slug}
        maxLength={50}
        placeholder={values.title ? slugify(values.title) : ''}
        hint={t('project.form.slugHint')}
        onChange={(event) => set('slug', event.target.value.toLowerCase())}
        error={errors.slug}
      />
      <TextAreaField
        label={t('project.form.fields.summary')}
        value={values.summary}
        maxLength={PROJECT_SUMMARY_MAX_LENGTH}
        onChange={(event) => set('summary', event.target.value)}
        error={errors.summary}
      />
      <TextField
        label={t('project.form.fields.stack')}
        value={values.stack}
        hint={t('project.form.stackHint')}
        onChange={(event) => set('stack', event.target.value)}
        error={errors.stack}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('project.form.fields.ctaLabel')}
          value={values.ctaLabel}
          maxLength={50}
          onChange={(event) => set('ctaLabel', event.target.value)}
          error={errors.ctaLabel}
        />
        <TextField
          label={t('project.form.fields.ctaUrl')}
          type="url"
          value={values.ctaUrl}
          placeholder="https://"
          onChange={(event) => set('ctaUrl', event.target.value)}
          error={errors.ctaUrl}
        />
      </div>
      <p className="-mt-3 text-xs text-slate-500">{t('project.form.ctaHint')}</p>
      <Button type="submit" size="lg" disabled={saving || uploading} className="self-start">
        {saving ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
