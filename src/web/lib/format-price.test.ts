import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('shows a fixed price as currency and amount', () => {
    expect(formatPrice({ pricingType: 'fixed', priceAmount: 1500, currency: 'USD' }, 'en', 'Custom')).toBe(
      'USD 1,500',
    );
  });

  it('shows an hourly rate per hour with cents when there are any', () => {
    expect(formatPrice({ pricingType: 'hourly', priceAmount: 42.5, currency: 'EUR' }, 'en', 'Custom')).toBe(
      'EUR 42.5/hr',
    );
  });

  it('shows a custom quote as the Custom label, in the visitor’s language', () => {
    expect(
      formatPrice({ pricingType: 'custom', priceAmount: null, currency: 'USD' }, 'de', 'Individuell'),
    ).toBe('Individuell');
  });

  it('groups digits the way the visitor’s locale does', () => {
    expect(formatPrice({ pricingType: 'fixed', priceAmount: 1500, currency: 'USD' }, 'de', 'Custom')).toBe(
      'USD 1.500',
    );
  });
});
