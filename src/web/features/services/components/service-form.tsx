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

export type { ServiceFormValues };

export const EMPTY_SERVICE: ServiceFormValues = {
  title: '',
  description: '',
  category: '',
  pricingType: 'fixed',
  priceAmount: '',
  currency: 'USD',
  deliveryTime: '',
  features: [''],
  contactMethods: [],
  acceptedPaymentMethods: [],
  requirements: '',
  images: [],
};

/** The create and edit service form: every field and rule of spec section 5, checked again by the server. */
export function ServiceForm({
  initial,
  submitLabel,
  busyLabel,
  failureTitle,
  onSubmit,
  onCancel,
}: {
  initial: ServiceFormValues;
  submitLabel: string;
  busyLabel: string;
  failureTitle: string;
  onSubmit: (input: ServiceInput) => Promise<void>;
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
    onSubmit: (_, typed) => onSubmit(toServiceInput(typed)),
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
        <div className="flex justify-end gap-2">
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
