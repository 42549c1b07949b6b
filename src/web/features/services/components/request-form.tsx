import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CONTACT_METHODS, PAYMENT_METHODS } from '@shared/constants';
import { serviceRequestInputSchema } from '@shared/schemas/service-requests';
import type { ServiceDetail } from '@shared/schemas/services';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { useSession } from '../../../lib/session';
import { sendServiceRequest } from '../../service-requests/api/service-requests';

type ContactMethod = (typeof CONTACT_METHODS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The request form on a service's page: what is needed, how to reach the requester, budget and deadline. */
export function RequestForm({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const contactId = useId();
  const paymentId = useId();
  const empty = {
    description: '',
    contactMethod: (service.contactMethods[0] ?? '') as ContactMethod | '',
    contactInfo: '',
    paymentMethod: '' as PaymentMethod | '',
    budget: '',
    deadline: '',
  };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  if (!user) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {t('errors.signInToRequest')}{' '}
        <Link to="/auth" className="font-medium text-brand-700 hover:underline">
          {t('comments.signIn')}
        </Link>
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      description: values.description,
      contactMethod: values.contactMethod,
      contactInfo: values.contactInfo,
      paymentMethod: values.paymentMethod || null,
      budget: values.budget === '' ? null : Number(values.budget),
      deadline: values.deadline || null,
    };
    const checked = serviceRequestInputSchema.safeParse(input);
    if (!checked.success) {
      const fields = fieldErrorTexts(t, zodFieldIds(checked.error.issues));
      setErrors(fields);
      showToast({
        title: t('services.request.failed'),
        description: Object.values(fields)[0],
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendServiceRequest(service.id, checked.data);
      setValues(empty);
      showToast({ title: t('services.request.sent'), description: t('services.request.sentText') });
    } catch (error) {
      setErrors(fieldErrorTexts(t, apiFieldIds(error)));
      showToast({
        title: t('services.request.failed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label={t('services.request.description')}
        value={values.description}
        maxLength={2000}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={contactId} className="text-sm font-medium text-slate-800">
            {t('services.request.contactMethod')}
          </label>
          <select
            id={contactId}
            value={values.contactMethod}
            onChange={(event) => set('contactMethod', event.target.value as ContactMethod)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            {service.contactMethods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('services.request.contactInfo')}
          value={values.contactInfo}
          maxLength={200}
          onChange={(event) => set('contactInfo', event.target.value)}
          error={errors.contactInfo}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {service.acceptedPaymentMethods.length > 0 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={paymentId} className="text-sm font-medium text-slate-800">
              {t('services.request.paymentMethod')}
            </label>
            <select
              id={paymentId}
              value={values.paymentMethod}
              onChange={(event) => set('paymentMethod', event.target.value as PaymentMethod | '')}
              className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              <option value="">{t('services.request.noPaymentMethod')}</option>
              {service.acceptedPaymentMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`services.payment.${method}`, { defaultValue: method })}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          label={t('services.request.budget')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={values.budget}
          onChange={(event) => set('budget', event.target.value)}
          error={errors.budget}
        />
        <TextField
          label={t('services.request.deadline')}
          type="date"
          value={values.deadline}
          onChange={(event) => set('deadline', event.target.value)}
          error={errors.deadline}
        />
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('services.request.sending') : t('services.request.send')}
      </Button>
    </form>
  );
}
