import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import {
  DEFAULT_PROJECT_LICENCE,
  licenceTextKey,
  PROJECT_LICENCES,
  PROJECT_SUMMARY_MAX_LENGTH,
} from '#shared/constants';
import {
  projectFormSchema,
  slugify,
  splitStack,
  type ProjectFormValues,
  type ProjectInput,
} from '#shared/schemas/projects';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { useApiForm } from '#web/lib/use-api-form';
import { useDraftAutosave } from '#web/lib/use-draft-autosave';
import { DraftStatus } from '#web/components/forms/draft-status';
import { FormCheckbox } from '#web/components/forms/form-checkbox';
import { useCoverUploading, useProjectImagesUploading } from '../api/projects';
import { ProjectCoverField } from './project-cover-field';
import { ProjectBlocksField } from './project-blocks-field';

/**
 * The create and edit form: checked with the shared rules (the server checks them again), errors
 * listed as 'field: message'. What is typed is saved as a draft as it is typed (decision 52);
 * `onSubmit` publishes it naming the draft, which goes with it, and `onSaved` then leaves the page.
 */
export function ProjectForm<Saved>({
  initial,
  draft,
  submitLabel,
  busyLabel,
  failureTitle,
  onSubmit,
  onSaved,
  onDraftSaved,
}: {
  initial: ProjectFormValues;
  /** The draft this form saves to: its id, and the project it edits (null for a new one). */
  draft: { id: string; subjectId: string | null };
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  onSubmit: (input: ProjectInput, draftId: string) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  onDraftSaved?: (draftId: string) => void;
}) {
  const { t } = useTranslation();
  const coverUploading = useCoverUploading();
  const imagesUploading = useProjectImagesUploading();
  const uploading = coverUploading || imagesUploading;
  const describeFields = (texts: Record<string, string>) =>
    Object.entries(texts)
      .map(([field, text]) => `${t(`project.form.fields.${field}`, { defaultValue: field })}: ${text}`)
      .join('\n');
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: projectFormSchema,
    defaultValues: initial,
    failureTitle,
    describeFields,
    // The schema's refusals have their own title; the server's keep the page's.
    refusalToast: ({ error, texts }) =>
      error ? undefined : { title: t('project.form.validationError'), description: describeFields(texts) },
    // Sent as typed, the stack as its items, as before: the server trims and defaults.
    onSubmit: (_, typed): Promise<void> =>
      autosave.publish(() => onSubmit({ ...typed, stack: splitStack(typed.stack) }, draft.id), onSaved),
  });
  const autosave = useDraftAutosave({
    watch: form.watch,
    getValues: form.getValues,
    draft: { ...draft, kind: 'project' },
    titleOf: (values) => values.title,
    onSaved: onDraftSaved,
  });
  const slugField = form.register('slug');
  const [title, summary, chosenLicence] = useWatch({
    control: form.control,
    name: ['title', 'summary', 'licence'],
  });
  const licence = chosenLicence ?? DEFAULT_PROJECT_LICENCE;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('project.form.fields.title')}
        maxLength={100}
        required
        error={fieldError('title')}
        {...form.register('title')}
      />
      <Controller
        control={form.control}
        name="coverUrl"
        render={({ field }) => (
          <ProjectCoverField
            licence={licence}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldError('coverUrl')}
          />
        )}
      />
      <TextField
        label={t('project.form.fields.slug')}
        maxLength={50}
        placeholder={title ? slugify(title) : ''}
        hint={t('project.form.slugHint')}
        error={fieldError('slug')}
        {...slugField}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          void slugField.onChange(event);
        }}
      />
      <TextAreaField
        label={t('project.form.fields.summary')}
        value={summary ?? ''}
        maxLength={PROJECT_SUMMARY_MAX_LENGTH}
        error={fieldError('summary')}
        {...form.register('summary')}
      />
      <ProjectBlocksField
        licence={licence}
        parts={{
          control: form.control,
          register: form.register,
          getValues: form.getValues,
          fieldError,
        }}
      />
      <TextField
        label={t('project.form.fields.stack')}
        hint={t('project.form.stackHint')}
        error={fieldError('stack')}
        {...form.register('stack')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('project.form.fields.ctaLabel')}
          maxLength={50}
          error={fieldError('ctaLabel')}
          {...form.register('ctaLabel')}
        />
        <TextField
          label={t('project.form.fields.ctaUrl')}
          type="url"
          placeholder="https://"
          error={fieldError('ctaUrl')}
          {...form.register('ctaUrl')}
        />
      </div>
      <p className="-mt-3 text-xs text-slate-500">{t('project.form.ctaHint')}</p>
      <SelectField
        label={t('project.form.fields.licence')}
        error={fieldError('licence')}
        {...form.register('licence')}
      >
        {PROJECT_LICENCES.map((licence) => (
          <option key={licence} value={licence}>
            {t(`project.licences.${licenceTextKey(licence)}`)}
          </option>
        ))}
      </SelectField>
      <p className="-mt-3 text-xs text-slate-500">{t('project.form.licenceHint')}</p>
      <div className="flex flex-col gap-1">
        <FormCheckbox
          control={form.control}
          name="originalsDownloadable"
          label={t('project.form.fields.originalsDownloadable')}
          error={fieldError('originalsDownloadable')}
        />
        <p className="text-xs text-slate-500">{t('project.form.originalsHint')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" disabled={submitting || uploading}>
          {submitting ? busyLabel : submitLabel}
        </Button>
        <DraftStatus status={autosave.status} failure={autosave.failure} />
      </div>
    </form>
  );
}
