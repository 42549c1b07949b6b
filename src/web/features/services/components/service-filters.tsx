import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { PRICING_TYPES } from '#shared/constants';
import { SERVICE_DELIVERY_FILTERS, SERVICE_RATING_FILTERS } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import type { ServicesFilters } from '../api/services';
import { priceRangeReversed } from '../browse-query';

type FilterName = 'minPrice' | 'maxPrice' | 'pricingType' | 'delivery' | 'minRating';
const FILTER_NAMES: FilterName[] = ['minPrice', 'maxPrice', 'pricingType', 'delivery', 'minRating'];

type FilterProps = {
  typed: ServicesFilters;
  onType: (name: 'minPrice' | 'maxPrice', value: string) => void;
  onChoose: (name: 'pricingType' | 'delivery' | 'minRating', value: string) => void;
};

/**
 * The browse's narrower filters, folded away on a desktop until wanted (open when the address holds
 * one); a phone shows the same fields in its Filters sheet (ServiceFilterFields).
 */
export function ServiceFilters({ typed, onType, onChoose }: FilterProps) {
  const { t } = useTranslation();
  // Open on arrival when a filter is on; after that, as the person leaves it.
  const [openAtFirst] = useState(() => FILTER_NAMES.some((name) => typed[name] !== ''));
  return (
    <details open={openAtFirst} className="group col-span-full rounded-lg border border-slate-200 bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-medium">
        {t('services.browse.moreFilters')}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ServiceFilterFields
        typed={typed}
        onType={onType}
        onChoose={onChoose}
        className="border-t border-slate-200 p-4 lg:grid-cols-5"
      />
    </details>
  );
}

/**
 * A price range typed (applied once typing pauses), pricing type, delivery time and rating chosen
 * (at once).
 */
export function ServiceFilterFields({
  typed,
  onType,
  onChoose,
  className,
}: FilterProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn('grid grid-cols-2 items-end gap-4', className)}>
      <TextField
        label={t('services.browse.minPrice')}
        name="minPrice"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={typed.minPrice}
        onChange={(event) => onType('minPrice', event.target.value)}
      />
      <TextField
        label={t('services.browse.maxPrice')}
        name="maxPrice"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={typed.maxPrice}
        error={priceRangeReversed(typed) ? t('services.browse.priceRangeReversed') : undefined}
        onChange={(event) => onType('maxPrice', event.target.value)}
      />
      <SelectField
        label={t('services.browse.pricingType')}
        name="pricingType"
        value={typed.pricingType}
        onChange={(event) => onChoose('pricingType', event.target.value)}
      >
        <option value="">{t('services.browse.anyPricing')}</option>
        {PRICING_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`services.form.pricingTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('services.browse.delivery')}
        name="delivery"
        value={typed.delivery}
        onChange={(event) => onChoose('delivery', event.target.value)}
      >
        <option value="">{t('services.browse.anyDelivery')}</option>
        {SERVICE_DELIVERY_FILTERS.map((days) => (
          <option key={days} value={days}>
            {t('services.browse.deliveryWithin', { count: days })}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('services.browse.rating')}
        name="minRating"
        value={typed.minRating}
        onChange={(event) => onChoose('minRating', event.target.value)}
      >
        <option value="">{t('services.browse.anyRating')}</option>
        {SERVICE_RATING_FILTERS.map((rating) => (
          <option key={rating} value={rating}>
            {t('services.browse.ratingAtLeast', { rating })}
          </option>
        ))}
      </SelectField>
      <p className="col-span-full text-xs text-slate-500">{t('services.browse.priceHint')}</p>
    </div>
  );
}
