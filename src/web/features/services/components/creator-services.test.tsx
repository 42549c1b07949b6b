// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorService } from '#shared/schemas/projects';
import { renderInApp } from '#web/test/render-in-app';
import { CreatorServices } from './creator-services';

const service = (overrides: Partial<CreatorService>): CreatorService => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Illustrated map for your venue',
  pricingType: 'fixed',
  priceAmount: 500,
  currency: 'USD',
  deliveryTime: 7,
  imageUrl: null,
  ...overrides,
});

describe('CreatorServices', () => {
  it('is absent when the creator offers no service', () => {
    const { container } = renderInApp(<CreatorServices services={[]} name="Nora" allHref="/nora#services" />);
    expect(container.innerHTML).toBe('');
  });

  it('offers each service as one link to its page, with the price it starts from or its pricing type, and the delivery', () => {
    renderInApp(
      <CreatorServices
        services={[
          service({}),
          service({
            id: '00000000-0000-4000-8000-000000000002',
            title: 'Custom wayfinding signs',
            pricingType: 'custom',
            priceAmount: null,
            deliveryTime: 1,
          }),
        ]}
        name="Nora"
        allHref={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Hire Nora', level: 2 })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Illustrated map for your venueFrom USD 5007 days delivery',
      'Custom wayfinding signsCustom1 day delivery',
    ]);
    expect(screen.getByRole('link', { name: 'Illustrated map for your venue' }).getAttribute('href')).toBe(
      '/services/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.queryByRole('link', { name: 'See all services' })).toBeNull();
  });

  it('links to all the services when there are more: elsewhere through the router, on the same page as an anchor', () => {
    renderInApp(<CreatorServices services={[service({})]} name="Nora" allHref="/nora#services" />);
    expect(screen.getByRole('link', { name: 'See all services' }).getAttribute('href')).toBe(
      '/nora#services',
    );
  });
});
