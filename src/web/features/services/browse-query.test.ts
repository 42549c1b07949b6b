import { describe, expect, it } from 'vitest';
import { browseQueryOf, priceRangeReversed } from './browse-query';

const none = {
  q: '',
  category: '',
  sort: '',
  pricingType: '',
  minPrice: '',
  maxPrice: '',
  delivery: '',
  minRating: '',
};

describe('browseQueryOf', () => {
  it('passes every filter the boxes can give as it is', () => {
    const chosen = {
      q: 'logo',
      category: 'Design',
      sort: 'price_asc',
      pricingType: 'fixed',
      minPrice: '10',
      maxPrice: '99.50',
      delivery: '7',
      minRating: '4.5',
    };
    expect(browseQueryOf(chosen)).toEqual(chosen);
  });

  it('leaves out what no box could give, rather than asking for an error', () => {
    const edited = {
      ...none,
      category: 'Astrology',
      sort: 'cheapest',
      pricingType: 'free',
      minPrice: '-5',
      maxPrice: '1.999',
      delivery: '2',
      minRating: '5',
    };
    expect(browseQueryOf(edited)).toEqual(none);
  });

  it("leaves out a reversed range's max, which the screen points out", () => {
    expect(priceRangeReversed({ minPrice: '50', maxPrice: '10' })).toBe(true);
    expect(priceRangeReversed({ minPrice: '50', maxPrice: '' })).toBe(false);
    expect(browseQueryOf({ ...none, minPrice: '50', maxPrice: '10' })).toMatchObject({
      minPrice: '50',
      maxPrice: '',
    });
  });
});
