import { Plus, X } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { CONTACT_METHODS, PAYMENT_METHODS, SERVICE_REQUIREMENTS_MAX_LENGTH } from '#shared/constants';
import type { ServiceFormValues } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { cn } from '#web/lib/cn';
import { SECTION_CARD, type FieldErrorOf } from './service-form-sections';

const toggle = <T,>(list: T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((entry) => entry !== item);

/** What's Included: one line a feature, added and removed freely; empty lines are dropped on saving. */
export function ServiceFeaturesSection({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const { register, control, setValue, getValues } = useFormContext<ServiceFormValues>();
  const count = useWatch({ control, name: 'features' }).length;
  const featuresError = fieldError('features');
  return (
    <section
      aria-labelledby="included-form-heading"
      aria-describedby={featuresError ? 'included-form-error' : undefined}
      className={cn(SECTION_CARD, 'flex flex-col gap-3')}
    >
      <h2 id="included-form-heading" className="text-lg font-semibold">
        {t('services.detail.included')}
      </h2>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-end gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={t('services.form.feature', { number: index + 1 })}
            maxLength={200}
            {...register(`features.${index}`)}
          />
          <Button
            variant="ghost"
            aria-label={t('services.form.removeFeature', { number: index + 1 })}
            onClick={() =>
              setValue(
                'features',
                getValues('features').filter((_, position) => position !== index),
              )
            }
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      {featuresError && (
        <p id="included-form-error" className="text-xs font-medium text-red-700">
          {featuresError}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setValue('features', [...getValues('features'), ''])}
      >
        <Plus aria-hidden className="size-4" />
        {t('services.form.addFeature')}
      </Button>
    </section>
  );
}

/** How buyers reach the seller (at least one) and how they may pay. */
export function ServiceMethodsSections({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ServiceFormValues>();
  const contactError = fieldError('contactMethods');
  return (
    <>
      <section
        aria-labelledby="contact-heading"
        aria-describedby={contactError ? 'contact-error' : undefined}
        className={cn(SECTION_CARD, 'flex flex-col gap-3')}
      >
        <h2 id="contact-heading" className="text-lg font-semibold">
          {t('services.form.contactMethods')}
        </h2>
        <Controller
          control={control}
          name="contactMethods"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-3">
              {CONTACT_METHODS.map((method) => (
                <CheckboxField
                  key={method}
                  label={method}
                  checked={field.value.includes(method)}
                  onChange={(on) => field.onChange(toggle(field.value, method, on))}
                />
              ))}
            </div>
          )}
        />
        {contactError && (
          <p id="contact-error" className="text-xs font-medium text-red-700">
            {contactError}
          </p>
        )}
      </section>
      <section aria-labelledby="payment-heading" className={cn(SECTION_CARD, 'flex flex-col gap-3')}>
        <h2 id="payment-heading" className="text-lg font-semibold">
          {t('services.form.paymentMethods')}
        </h2>
        <Controller
          control={control}
          name="acceptedPaymentMethods"
          render={({ field }) => (
            <div className="grid gap-2 sm:grid-cols-3">
              {PAYMENT_METHODS.map((method) => (
                <CheckboxField
                  key={method}
                  label={t(`services.payment.${method}`)}
                  checked={field.value.includes(method)}
                  onChange={(on) => field.onChange(toggle(field.value, method, on))}
                />
              ))}
            </div>
          )}
        />
      </section>
    </>
  );
}

export function ServiceRequirementsSection({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<ServiceFormValues>();
  const requirements = useWatch({ control, name: 'requirements' });
  return (
    <section aria-labelledby="requirements-form-heading" className={SECTION_CARD}>
      <h2 id="requirements-form-heading" className="mb-3 text-lg font-semibold">
        {t('services.detail.requirements')}
      </h2>
      <TextAreaField
        label={t('services.form.requirements')}
        value={requirements}
        maxLength={SERVICE_REQUIREMENTS_MAX_LENGTH}
        error={fieldError('requirements')}
        {...register('requirements')}
      />
    </section>
  );
}
