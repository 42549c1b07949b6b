import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_METHODS,
  PAYMENT_METHODS,
  PRICING_TYPES,
  SERVICE_CATEGORIES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_REQUIREMENTS_MAX_LENGTH,
  SERVICE_TITLE_MAX_LENGTH,
} from '@shared/constants';
import { serviceInputSchema, type ServiceInput } from '@shared/schemas/services';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { cn } from '../../../lib/cn';

type PricingType = (typeof PRICING_TYPES)[number];
type ContactMethod = (typeof CONTACT_METHODS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type ServiceFormValues = {
  title: string;
  description: string;
  category: string;
  pricingType: PricingType;
  price: string;
  currency: string;
  deliveryTime: string;
  features: string[];
  contactMethods: ContactMethod[];
  acceptedPaymentMethods: PaymentMethod[];
  requirements: string;
};

export const EMPTY_SERVICE: ServiceFormValues = {
  title: '',
  description: '',
  category: '',
  pricingType: 'fixed',
  price: '',
  currency: 'USD',
  deliveryTime: '',
  features: [''],
  contactMethods: [],
  acceptedPaymentMethods: [],
  requirements: '',
};

const card = 'rounded-2xl border border-slate-200 bg-white p-6';

const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

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
  const categoryId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const custom = values.pricingType === 'custom';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: values.title,
      description: values.description,
      category: values.category,
      pricingType: values.pricingType,
      priceAmount: custom || values.price === '' ? null : Number(values.price),
      currency: values.currency,
      deliveryTime: values.deliveryTime === '' ? Number.NaN : Number(values.deliveryTime),
      features: values.features,
      contactMethods: values.contactMethods,
      acceptedPaymentMethods: values.acceptedPaymentMethods,
      requirements: values.requirements,
    } as ServiceInput;
    const checked = serviceInputSchema.safeParse(input);
    if (!checked.success) {
      const fields = fieldErrorTexts(t, zodFieldIds(checked.error.issues));
      setErrors(fields);
      showToast({
        title: t('services.form.validationError'),
        description: Object.values(fields)[0],
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      setErrors(fieldErrorTexts(t, apiFieldIds(error)));
      showToast({ title: failureTitle, description: apiErrorText(t, error), variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <section aria-labelledby="basics-heading" className={cn(card, 'flex flex-col gap-5')}>
        <h2 id="basics-heading" className="text-lg font-semibold">
          {t('services.form.basics')}
        </h2>
        <TextField
          label={t('services.form.title')}
          value={values.title}
          maxLength={SERVICE_TITLE_MAX_LENGTH}
          hint={t('services.form.titleCount', { count: values.title.length })}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
        />
        <TextAreaField
          label={t('services.form.description')}
          value={values.description}
          maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
          rows={6}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-medium text-slate-800">
            {t('services.form.category')}
          </label>
          <select
            id={categoryId}
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            onChange={(event) => set('category', event.target.value)}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            <option value="">{t('services.form.chooseCategory')}</option>
            {SERVICE_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {t(`services.categories.${name}`)}
              </option>
            ))}
          </select>
          {errors.category && <p className="text-xs font-medium text-red-700">{errors.category}</p>}
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className={cn(card, 'flex flex-col gap-5')}>
        <h2 id="pricing-heading" className="text-lg font-semibold">
          {t('services.form.pricing')}
        </h2>
        <div role="radiogroup" aria-labelledby="pricing-heading" className="flex flex-wrap gap-2">
          {PRICING_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={values.pricingType === type}
              onClick={() => set('pricingType', type)}
              className={cn(
                'rounded-lg border px-4 py-2 text-sm font-medium',
                values.pricingType === type
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {t(`services.form.pricingTypes.${type}`)}
            </button>
          ))}
        </div>
        {!custom && (
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              label={
                values.pricingType === 'hourly' ? t('services.form.hourlyRate') : t('services.form.price')
              }
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
              error={errors.priceAmount}
            />
            <TextField
              label={t('services.form.currency')}
              value={values.currency}
              maxLength={3}
              onChange={(event) => set('currency', event.target.value.toUpperCase())}
              error={errors.currency}
            />
          </div>
        )}
        <TextField
          label={t('services.form.deliveryTime')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={values.deliveryTime}
          hint={t('services.form.deliveryHint')}
          onChange={(event) => set('deliveryTime', event.target.value)}
          error={errors.deliveryTime}
        />
      </section>

      <section aria-labelledby="included-form-heading" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="included-form-heading" className="text-lg font-semibold">
          {t('services.detail.included')}
        </h2>
        {values.features.map((feature, index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={t('services.form.feature', { number: index + 1 })}
              value={feature}
              maxLength={200}
              onChange={(event) =>
                set(
                  'features',
                  values.features.map((line, position) => (position === index ? event.target.value : line)),
                )
              }
            />
            <Button
              variant="ghost"
              aria-label={t('services.form.removeFeature', { number: index + 1 })}
              onClick={() =>
                set(
                  'features',
                  values.features.filter((_, position) => position !== index),
                )
              }
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        {errors.features && <p className="text-xs font-medium text-red-700">{errors.features}</p>}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => set('features', [...values.features, ''])}
        >
          <Plus aria-hidden className="size-4" />
          {t('services.form.addFeature')}
        </Button>
      </section>

      <section aria-labelledby="contact-heading" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="contact-heading" className="text-lg font-semibold">
          {t('services.form.contactMethods')}
        </h2>
        <div className="grid gap-2 sm:grid-cols-3">
          {CONTACT_METHODS.map((method) => (
            <CheckboxField
              key={method}
              label={method}
              checked={values.contactMethods.includes(method)}
              onChange={(on) => set('contactMethods', toggle(values.contactMethods, method, on))}
            />
          ))}
        </div>
        {errors.contactMethods && <p className="text-xs font-medium text-red-700">{errors.contactMethods}</p>}
      </section>

      <section aria-labelledby="payment-heading" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="payment-heading" className="text-lg font-semibold">
          {t('services.form.paymentMethods')}
        </h2>
        <div className="grid gap-2 sm:grid-cols-3">
          {PAYMENT_METHODS.map((method) => (
            <CheckboxField
              key={method}
              label={t(`services.payment.${method}`)}
              checked={values.acceptedPaymentMethods.includes(method)}
              onChange={(on) =>
                set('acceptedPaymentMethods', toggle(values.acceptedPaymentMethods, method, on))
              }
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="requirements-form-heading" className={card}>
        <h2 id="requirements-form-heading" className="mb-3 text-lg font-semibold">
          {t('services.detail.requirements')}
        </h2>
        <TextAreaField
          label={t('services.form.requirements')}
          value={values.requirements}
          maxLength={SERVICE_REQUIREMENTS_MAX_LENGTH}
          onChange={(event) => set('requirements', event.target.value)}
          error={errors.requirements}
        />
      </section>

      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
