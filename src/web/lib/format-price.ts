import type { LandingService } from '#shared/schemas/stats';
import { formatNumber } from './number-format';

type Priced = Pick<LandingService, 'pricingType' | 'priceAmount' | 'currency'>;

/**
 * docs/product/limits.md, Display: fixed shows currency and amount ('USD 500'), hourly 'amount/hr'
 * ('USD 40/hr'), anything else the localized word for Custom.
 */
export function formatPrice(service: Priced, locale: string, customLabel: string): string {
  if (service.priceAmount === null || service.pricingType === 'custom') return customLabel;
  const amount = formatNumber(service.priceAmount, locale, 2);
  const price = `${service.currency} ${amount}`;
  return service.pricingType === 'hourly' ? `${price}/hr` : price;
}
