// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceDetail } from '#shared/schemas/services';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import SignedInRequestForm from './signed-in-request-form';

const SERVICE: ServiceDetail = {
  id: '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c',
  title: 'Logo design for your brand',
  description: 'A logo in three drafts, two rounds of changes and every file format you need.',
  category: 'Design',
  pricingType: 'fixed',
  priceAmount: 250,
  currency: 'USD',
  deliveryTime: 7,
  features: [],
  contactMethods: ['Discord', 'Email'],
  acceptedPaymentMethods: ['PayPal'],
  requirements: null,
  images: [],
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  owner: { handle: 'grace', displayName: 'Grace', avatarUrl: null, bio: null },
  rating: { average: null, count: 0 },
  isOwner: false,
  hold: null,
  canModerate: false,
};
const REQUESTS = `/api/services/${SERVICE.id}/requests`;
const SIGNED_IN = ok({ user: null });

const need = () => screen.getByRole('textbox', { name: 'What do you need?' });
const contactInfo = () => screen.getByRole('textbox', { name: 'Contact info' });
const budget = () => screen.getByRole('spinbutton', { name: 'Budget in $ (optional)' });
const contactMethod = () => screen.getByRole('combobox', { name: 'Contact method' });
const send = () => screen.getByRole('button', { name: 'Send request' });
const NOT_OFFERED = refusedFields({ contactMethod: 'contactMethodNotOffered' });

describe('SignedInRequestForm', () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi({ 'GET /api/auth/session': SIGNED_IN });
    renderInApp(<SignedInRequestForm service={SERVICE} />);
    typeInto(budget(), '-5');
    fireEvent.click(send());

    await waitFor(() => expect(refusedWith(need())).toEqual(['Please describe what you need']));
    expect(refusedWith(contactInfo())).toEqual(['Contact info required']);
    expect(refusedWith(budget())).toEqual(['Budget must be a positive amount']);
    expect(toasts()).toEqual([
      { title: 'Could not create service request', description: 'Please describe what you need' },
    ]);
    expect(api.writes()).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SIGNED_IN,
      [`POST ${REQUESTS}`]: refusedFields({ contactInfo: 'invalidCharacters' }),
    });
    renderInApp(<SignedInRequestForm service={SERVICE} />);
    typeInto(need(), 'A logo for my bakery.');
    typeInto(contactInfo(), 'ada#1815');
    typeInto(budget(), '300');
    const release = api.hold(`POST ${REQUESTS}`);
    pressEnter(contactInfo());

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(contactInfo())).toEqual(['This text contains characters that cannot be saved.']),
    );
    expect(refusedWith(need())).toBeNull();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: REQUESTS,
        body: {
          description: 'A logo for my bakery.',
          contactMethod: 'Discord',
          contactInfo: 'ada#1815',
          paymentMethod: null,
          budget: 300,
          deadline: null,
        },
      },
    ]);
  });

  it('a contact method the service no longer offers is told in the toast', async () => {
    fakeApi({ 'GET /api/auth/session': SIGNED_IN, [`POST ${REQUESTS}`]: NOT_OFFERED });
    renderInApp(<SignedInRequestForm service={SERVICE} />);
    typeInto(need(), 'A logo for my bakery.');
    typeInto(contactInfo(), 'ada#1815');
    fireEvent.click(send());
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'Could not create service request',
          description: 'Choose one of the contact methods this service offers',
        },
      ]),
    );
  });

  it("shows the server's refusal of the contact method on its field", async () => {
    fakeApi({ 'GET /api/auth/session': SIGNED_IN, [`POST ${REQUESTS}`]: NOT_OFFERED });
    renderInApp(<SignedInRequestForm service={SERVICE} />);
    typeInto(need(), 'A logo for my bakery.');
    typeInto(contactInfo(), 'ada#1815');
    fireEvent.click(send());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(contactMethod())).toEqual(['Choose one of the contact methods this service offers']);
  });
});
