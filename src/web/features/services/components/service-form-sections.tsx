import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import {
  PRICING_TYPES,
  SERVICE_CATEGORIES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_PRICE_STEP,
  SERVICE_TITLE_MAX_LENGTH,
} from '#shared/constants';
import type { ServiceFormValues } from '#shared/schemas/services';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { cn } from '#web/lib/cn';
import { SelectField } from '#web/components/ui/select-field';

/** A section's field error, translated (useApiForm's fieldError). */
export type FieldErrorOf = (name: keyof ServiceFormValues) => string | undefined;

export const SECTION_CARD = 'rounded-2xl border border-slate-200 bg-surface p-6';

export function ServiceBasicsSection({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<ServiceFormValues>();
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const categoryError = fieldError('category');
  return (
    <section aria-labelledby="basics-heading" className={cn(SECTION_CARD, 'flex flex-col gap-5')}>
      <h2 id="basics-heading" className="text-lg font-semibold">
        {t('services.form.basics')}
      </h2>
      <TextField
        label={t('services.form.title')}
        maxLength={SERVICE_TITLE_MAX_LENGTH}
        hint={t('services.form.titleCount', { count: title.length })}
        error={fieldError('title')}
        {...register('title')}
      />
      <TextAreaField
        label={t('services.form.description')}
        value={description}
        maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
        rows={6}
        error={fieldError('description')}
        {...register('description')}
      />
      <SelectField label={t('services.form.category')} {...register('category')} error={categoryError}>
        <option value="">{t('services.form.chooseCategory')}</option>
        {SERVICE_CATEGORIES.map((name) => (
          <option key={name} value={name}>
            {t(`services.categories.${name}`)}
          </option>
        ))}
      </SelectField>
    </section>
  );
}

export function ServicePricingSection({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const { register, control, setValue } = useFormContext<ServiceFormValues>();
  const pricingType = useWatch({ control, name: 'pricingType' });
  const currency = register('currency');
  return (
    <section aria-labelledby="pricing-heading" className={cn(SECTION_CARD, 'flex flex-col gap-5')}>
      <h2 id="pricing-heading" className="text-lg font-semibold">
        {t('services.form.pricing')}
      </h2>
      <div role="radiogroup" aria-labelledby="pricing-heading" className="flex flex-wrap gap-2">
        {PRICING_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={pricingType === type}
            onClick={() => setValue('pricingType', type)}
            className={cn(
              'rounded-lg border px-4 py-2 text-sm font-medium',
              pricingType === type
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-surface text-slate-700 hover:bg-slate-50',
            )}
          >
            {t(`services.form.pricingTypes.${type}`)}
          </button>
        ))}
      </div>
      {pricingType !== 'custom' && (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            label={pricingType === 'hourly' ? t('services.form.hourlyRate') : t('services.form.price')}
            type="number"
            min={0}
            step={SERVICE_PRICE_STEP}
            inputMode="decimal"
            error={fieldError('priceAmount')}
            {...register('priceAmount')}
          />
          <TextField
            label={t('services.form.currency')}
            maxLength={3}
            error={fieldError('currency')}
            {...currency}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase();
              void currency.onChange(event);
            }}
          />
        </div>
      )}
      <TextField
        label={t('services.form.deliveryTime')}
        type="number"
        min={1}
        step={1}
        inputMode="numeric"
        hint={t('services.form.deliveryHint')}
        error={fieldError('deliveryTime')}
        {...register('deliveryTime')}
      />
    </section>
  );
}
