import type { ChangeEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useSession } from '#web/lib/session';
import { REQUEST_CONTACT_INFO_MAX_LENGTH, REQUEST_DESCRIPTION_MAX_LENGTH } from '#shared/constants';
import { serviceRequestFormSchema } from '#shared/schemas/service-requests';
import type { ServiceDetail } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useSendServiceRequest } from '../api/service-requests';
import { SelectField } from '#web/components/ui/select-field';

/** The request form for a signed-in member: what is needed, how to reach them, budget and deadline. */
export default function SignedInRequestForm({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const send = useSendServiceRequest(service.id);
  const { user } = useSession();
  // What the member already gave Atelier fills the contact field (still theirs to change): their
  // email when the seller takes email. Another method's handle is not something Atelier knows.
  const knownContact = (method: string) => (method === 'Email' && user ? user.email : '');
  const firstMethod = service.contactMethods[0] ?? '';
  const empty = {
    description: '',
    contactMethod: firstMethod,
    contactInfo: knownContact(firstMethod),
    paymentMethod: '',
    budget: '',
    deadline: '',
  };
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: serviceRequestFormSchema,
    defaultValues: empty,
    failureTitle: t('services.request.failed'),
    refusalToast: ({ error }) =>
      error ? { title: t('services.request.failed'), description: apiErrorText(t, error) } : undefined,
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      form.reset(empty);
      showToast({ title: t('services.request.sent'), description: t('services.request.sentText') });
    },
  });
  const description = form.watch('description');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label={t('services.request.description')}
        value={description}
        maxLength={REQUEST_DESCRIPTION_MAX_LENGTH}
        error={fieldError('description')}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('services.request.contactMethod')}
          error={fieldError('contactMethod')}
          {...form.register('contactMethod', {
            onChange: (event: ChangeEvent<HTMLSelectElement>) => {
              // Typed by the person: kept. Left empty or as filled in: follows the method.
              const info = form.getValues('contactInfo');
              if (!info || info === user?.email)
                form.setValue('contactInfo', knownContact(event.target.value));
            },
          })}
        >
          {service.contactMethods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('services.request.contactInfo')}
          maxLength={REQUEST_CONTACT_INFO_MAX_LENGTH}
          error={fieldError('contactInfo')}
          {...form.register('contactInfo')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {service.acceptedPaymentMethods.length > 0 && (
          <SelectField
            label={t('services.request.paymentMethod')}
            error={fieldError('paymentMethod')}
            {...form.register('paymentMethod')}
          >
            <option value="">{t('services.request.noPaymentMethod')}</option>
            {service.acceptedPaymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`services.payment.${method}`, { defaultValue: method })}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('services.request.budget')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={fieldError('budget')}
          {...form.register('budget')}
        />
        <TextField
          label={t('services.request.deadline')}
          type="date"
          error={fieldError('deadline')}
          {...form.register('deadline')}
        />
      </div>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('services.request.sending') : t('services.request.send')}
      </Button>
    </form>
  );
}
