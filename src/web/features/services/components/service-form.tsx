import { FormProvider } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import {
  serviceFormSchema,
  toServiceInput,
  type ServiceFormValues,
  type ServiceInput,
} from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { useApiForm } from '#web/lib/use-api-form';
import { ServiceBasicsSection, ServicePricingSection } from './service-form-sections';
import {
  ServiceFeaturesSection,
  ServiceMethodsSections,
  ServiceRequirementsSection,
} from './service-form-lists';
import { ServiceImagesSection } from './service-images-section';
import { useServiceImageUploading } from '../api/services';
import { useDraftAutosave } from '#web/lib/use-draft-autosave';
import { DraftStatus } from '#web/components/forms/draft-status';

/**
 * The create and edit service form: every field and rule of docs/product/validation.md (Services),
 * checked again by the server. What is typed is saved as a draft as it is typed (decision 52);
 * `onSubmit` publishes it naming the draft, which goes with it, and `onSaved` then leaves the page.
 */
export function ServiceForm<Saved>({
  initial,
  draft,
  submitLabel,
  busyLabel,
  failureTitle,
  onSubmit,
  onSaved,
  onDraftSaved,
  onCancel,
}: {
  initial: ServiceFormValues;
  /** The draft this form saves to: its id, and the service it edits (null for a new one). */
  draft: { id: string; subjectId: string | null };
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  onSubmit: (input: ServiceInput, draftId: string) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  onDraftSaved?: (draftId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const uploading = useServiceImageUploading();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: serviceFormSchema,
    defaultValues: initial,
    failureTitle,
    // The schema's refusals have their own title; the server's keep the page's, with its message.
    refusalToast: ({ error, texts }) =>
      error ? undefined : { title: t('services.form.validationError'), description: Object.values(texts)[0] },
    // Sent as read from the boxes; the server applies the same rules.
    onSubmit: (_, typed): Promise<void> =>
      autosave.publish(() => onSubmit(toServiceInput(typed), draft.id), onSaved),
  });
  const autosave = useDraftAutosave({
    watch: form.watch,
    getValues: form.getValues,
    draft: { ...draft, kind: 'service' },
    titleOf: (values) => values.title,
    onSaved: onDraftSaved,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <ServiceBasicsSection fieldError={fieldError} />
        <ServiceImagesSection fieldError={fieldError} />
        <ServicePricingSection fieldError={fieldError} />
        <ServiceFeaturesSection fieldError={fieldError} />
        <ServiceMethodsSections fieldError={fieldError} />
        <ServiceRequirementsSection fieldError={fieldError} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          <div className="mr-auto">
            <DraftStatus status={autosave.status} failure={autosave.failure} />
          </div>
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={submitting || uploading}>
            {submitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
