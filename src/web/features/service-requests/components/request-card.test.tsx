// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '#shared/schemas/service-requests';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp } from '#web/test/render-in-app';
import { NORA, REQUEST_ID, THEO } from '../test/workspace-fixtures';
import { RequestCard } from './request-card';
import { RequestsLink } from './requests-link';

const REQUEST: ServiceRequest = {
  id: REQUEST_ID,
  service: { id: '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c', title: 'Illustrated map for your venue' },
  status: 'pending',
  description: 'A map of our café.',
  budget: 450,
  deadline: null,
  createdAt: '2026-12-01T09:00:00.000Z',
  requester: THEO,
  contact: { method: 'Email', info: 'theo@example.com', paymentMethod: null },
  seller: NORA,
  reviewId: null,
  hasNews: false,
};

describe('RequestCard', () => {
  it("keeps the service's link and opens the request's workspace", () => {
    renderInApp(<RequestCard request={REQUEST} direction="incoming" />);
    expect(screen.getByRole('link', { name: 'Illustrated map for your venue' }).getAttribute('href')).toBe(
      `/services/${REQUEST.service.id}`,
    );
    expect(
      screen.getByRole('link', { name: 'Open request: Illustrated map for your venue' }).getAttribute('href'),
    ).toBe(`/service-requests/${REQUEST_ID}`);
    expect(screen.queryByText('New')).toBeNull();
  });

  it('is marked New while something in it is unseen', () => {
    renderInApp(<RequestCard request={{ ...REQUEST, hasNews: true }} direction="outgoing" />);
    expect(screen.getByText('New')).toBeTruthy();
  });
});

describe('RequestsLink', () => {
  it('counts the requests with news in its name', async () => {
    fakeApi({ 'GET /api/service-requests/news-count': ok({ count: 3 }) });
    renderInApp(<RequestsLink />);
    expect(await screen.findByRole('link', { name: 'Service requests (3 with news)' })).toBeTruthy();
  });
});
