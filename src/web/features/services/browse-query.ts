import { PRICING_TYPES, SERVICE_CATEGORIES } from '#shared/constants';
import { SERVICE_DELIVERY_FILTERS, SERVICE_RATING_FILTERS, SERVICE_SORTS } from '#shared/constants';
import type { ServicesFilters } from './api/services';

// A price as the boxes take it: a whole amount or one with cents.
const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const oneOf = (choices: readonly (string | number)[], value: string) =>
  choices.map(String).includes(value) ? value : '';

/** Whether both prices are given and the max is below the min. */
export const priceRangeReversed = ({ minPrice, maxPrice }: Pick<ServicesFilters, 'minPrice' | 'maxPrice'>) =>
  PRICE_PATTERN.test(minPrice) && PRICE_PATTERN.test(maxPrice) && Number(maxPrice) < Number(minPrice);

/**
 * What the browse asks the API for, from what the address says: a value no box could have given (an
 * edited address, a half-typed price) is left out rather than answered with an error, and so is the
 * max of a reversed range, which the screen points out instead.
 */
export function browseQueryOf(applied: ServicesFilters): ServicesFilters {
  const minPrice = PRICE_PATTERN.test(applied.minPrice) ? applied.minPrice : '';
  const maxPrice = PRICE_PATTERN.test(applied.maxPrice) ? applied.maxPrice : '';
  return {
    q: applied.q,
    category: oneOf(SERVICE_CATEGORIES, applied.category),
    sort: oneOf(SERVICE_SORTS, applied.sort),
    pricingType: oneOf(PRICING_TYPES, applied.pricingType),
    minPrice,
    maxPrice: priceRangeReversed({ minPrice, maxPrice }) ? '' : maxPrice,
    delivery: oneOf(SERVICE_DELIVERY_FILTERS, applied.delivery),
    minRating: oneOf(SERVICE_RATING_FILTERS, applied.minRating),
  };
}
