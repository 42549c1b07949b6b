// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '#shared/schemas/auth';
import type { ServiceDetail } from '#shared/schemas/services';
import { Toaster } from '#web/components/ui/toaster';
import { getToasts } from '#web/components/ui/toast-store';
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
// The form begun is told to the seller's insights beside the writes each test is about.
const BEGUN = '/api/insights/request-forms';
const requestWrites = (api: ReturnType<typeof fakeApi>) => api.writes().filter(({ path }) => path !== BEGUN);

describe('SignedInRequestForm', () => {
  it('tells the seller’s insights once that the form was begun, at the first thing typed, and nothing before', async () => {
    const api = fakeApi({ 'GET /api/auth/session': SIGNED_IN });
    renderInApp(<SignedInRequestForm service={SERVICE} />);
    await screen.findByRole('button', { name: 'Send request' });
    expect(api.writes()).toEqual([]);
    typeInto(need(), 'A logo');
    typeInto(budget(), '300');
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', path: BEGUN, body: { serviceId: SERVICE.id } }]),
    );
  });

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
    expect(requestWrites(api)).toEqual([]);
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
    expect(requestWrites(api)).toEqual([
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

const REQUEST_ID = '7b9c2d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const SENT = { status: 201, body: { id: REQUEST_ID } };
const member = (profile: { handle: string | null; displayName: string | null }): SessionResponse => ({
  user: {
    id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    email: 'theo@example.test',
    signupUsername: 'theo',
    roles: [],
    language: null,
    theme: null,
    profile: { id: '2e3d4c5b-6f7a-4b8c-9d0e-1f2a3b4c5d6e', headline: null, avatarUrl: null, ...profile },
  },
});
const NAMED = member({ handle: 'theo', displayName: 'Theo' });
const NAMELESS = member({ handle: null, displayName: null });
const displayName = () => screen.getByRole('textbox', { name: 'Display name' });
const username = () => screen.getByRole('textbox', { name: /^Username/ });
const fillRequest = () => {
  typeInto(need(), 'A map of our valley for the wine festival.');
  typeInto(contactInfo(), 'theo#2024');
  typeInto(budget(), '300');
};
const REQUEST_BODY = {
  description: 'A map of our valley for the wine festival.',
  contactMethod: 'Discord',
  contactInfo: 'theo#2024',
  paymentMethod: null,
  budget: 300,
  deadline: null,
};

describe('SignedInRequestForm, once sent', () => {
  it('gives way to what was sent and its workspace, with the toast linking there too; another request starts empty', async () => {
    fakeApi({ 'GET /api/auth/session': ok(NAMED), [`POST ${REQUESTS}`]: SENT });
    renderInApp(
      <>
        <SignedInRequestForm service={SERVICE} />
        <Toaster />
      </>,
      '/',
      { session: NAMED },
    );
    expect(screen.queryByRole('group', { name: 'Your name' })).toBeNull();
    fillRequest();
    fireEvent.click(send());

    const heading = await screen.findByRole('heading', { name: 'Request sent to Grace' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('A map of our valley for the wine festival.')).toBeTruthy();
    expect(screen.getByText('$300.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe(
      `/service-requests/${REQUEST_ID}`,
    );
    expect(screen.queryByRole('textbox', { name: 'What do you need?' })).toBeNull();
    // The toast keeps its words and links to the workspace.
    expect(toasts()).toEqual([{ title: 'Request sent!', description: 'The seller will contact you.' }]);
    expect(getToasts()[0]?.action).toEqual({ label: 'Open request', to: `/service-requests/${REQUEST_ID}` });
    expect(screen.getByRole('link', { name: 'Open request' }).getAttribute('href')).toBe(
      `/service-requests/${REQUEST_ID}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    await waitFor(() => expect(document.activeElement).toBe(need()));
    expect((need() as HTMLTextAreaElement).value).toBe('');
  });
});

describe('SignedInRequestForm, for a member without a name', () => {
  it('asks for the name above the form, saves it, then sends the request in the same click', async () => {
    const api = fakeApi({
      'GET /api/auth/session': [ok(NAMELESS), ok(member({ handle: 'theo', displayName: 'Theo Tan' }))],
      'POST /api/profile/onboarding': ok({ handle: 'theo' }),
      [`POST ${REQUESTS}`]: SENT,
    });
    renderInApp(<SignedInRequestForm service={SERVICE} />, '/', { session: NAMELESS });
    expect(screen.getByRole('group', { name: 'Your name' })).toBeTruthy();
    // Prefilled with the username given at sign-up.
    expect((username() as HTMLInputElement).value).toBe('theo');
    typeInto(displayName(), 'Theo Tan');
    fillRequest();
    fireEvent.click(send());

    await screen.findByRole('heading', { name: 'Request sent to Grace' });
    expect(requestWrites(api)).toEqual([
      {
        method: 'POST',
        path: '/api/profile/onboarding',
        body: { username: 'theo', displayName: 'Theo Tan' },
      },
      { method: 'POST', path: REQUESTS, body: REQUEST_BODY },
    ]);
  });

  it('marks a missing display name with the form’s own checks and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/auth/session': ok(NAMELESS) });
    renderInApp(<SignedInRequestForm service={SERVICE} />, '/', { session: NAMELESS });
    fireEvent.click(send());
    await waitFor(() => expect(refusedWith(displayName())).toEqual(['Display name is required']));
    expect(refusedWith(need())).toEqual(['Please describe what you need']);

    fillRequest();
    fireEvent.click(send());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Could not create service request', description: 'Display name is required' },
      ]),
    );
    expect(requestWrites(api)).toEqual([]);
  });

  it('shows a taken username on its field, keeps everything typed, and sends once it is changed', async () => {
    const api = fakeApi({
      'GET /api/auth/session': [ok(NAMELESS), ok(member({ handle: 'theo2', displayName: 'Theo Tan' }))],
      'POST /api/profile/onboarding': [
        refusedFields({ username: 'valueTaken' }, 'conflict'),
        ok({ handle: 'theo2' }),
      ],
      [`POST ${REQUESTS}`]: SENT,
    });
    renderInApp(<SignedInRequestForm service={SERVICE} />, '/', { session: NAMELESS });
    typeInto(displayName(), 'Theo Tan');
    fillRequest();
    fireEvent.click(send());

    await waitFor(() =>
      expect(refusedWith(username())).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect(requestWrites(api).map((write) => write.path)).toEqual(['/api/profile/onboarding']);
    expect((need() as HTMLTextAreaElement).value).toBe('A map of our valley for the wine festival.');
    expect((contactInfo() as HTMLInputElement).value).toBe('theo#2024');
    expect((displayName() as HTMLInputElement).value).toBe('Theo Tan');

    typeInto(username(), 'theo2');
    fireEvent.click(send());
    await screen.findByRole('heading', { name: 'Request sent to Grace' });
    expect(requestWrites(api).map((write) => write.path)).toEqual([
      '/api/profile/onboarding',
      '/api/profile/onboarding',
      REQUESTS,
    ]);
    expect(requestWrites(api)[1]?.body).toEqual({ username: 'theo2', displayName: 'Theo Tan' });
  });
});
