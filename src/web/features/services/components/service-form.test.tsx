// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { useCreateService } from '../api/services';
import { ServiceForm } from './service-form';
import { EMPTY_SERVICE } from './service-form-values';

const TITLE = 'Logo design for your brand';
const DESCRIPTION = 'A logo in three drafts, two rounds of changes and every file format you need.';
const title = () => screen.getByRole('textbox', { name: 'Title' });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const category = () => screen.getByRole('combobox', { name: 'Category' });
const price = () => screen.getByRole('spinbutton', { name: 'Price' });
const delivery = () => screen.getByRole('spinbutton', { name: 'Delivery time (days)' });

/** As the new-service page wires it. */
function NewService() {
  const create = useCreateService();
  return (
    <ServiceForm
      initial={EMPTY_SERVICE}
      submitLabel="Publish service"
      busyLabel="Publishing..."
      failureTitle="Failed to create service. Please try again."
      draft={{ id: '2f0d0a8e-9d8e-4c55-8b40-4f3b0f3a7c21', subjectId: null }}
      onSubmit={(input) => create.mutateAsync({ input })}
      onSaved={() => {}}
      onCancel={() => {}}
    />
  );
}

describe('ServiceForm', () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<NewService />);
    typeInto(title(), 'Logos');
    typeInto(delivery(), '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Publish service' }));

    await waitFor(() => expect(refusedWith(title())).toContain('Title must be at least 10 characters'));
    expect(refusedWith(description())).toEqual(['Description must be at least 50 characters']);
    expect(refusedWith(category())).toEqual(['Please choose a category']);
    expect(refusedWith(delivery())).toContain('Delivery time must be a whole number of days, at least 1');
    expect(screen.getByText('Choose at least one contact method')).toBeTruthy();
    expect(toasts()).toEqual([
      { title: 'Validation error', description: 'Title must be at least 10 characters' },
    ]);

    // The price is asked for once the rest passes.
    typeInto(title(), TITLE);
    typeInto(description(), DESCRIPTION);
    fireEvent.change(category(), { target: { value: 'Design' } });
    typeInto(delivery(), '7');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish service' }));
    await waitFor(() => expect(refusedWith(price())).toEqual(['Please enter a price greater than 0']));
    expect(refusedWith(title())).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusals land on their fields', async () => {
    const api = fakeApi({
      'POST /api/services': refusedFields({
        title: 'invalidCharacters',
        requirements: 'requirementsTooLong',
      }),
    });
    renderInApp(<NewService />);
    typeInto(title(), TITLE);
    typeInto(description(), DESCRIPTION);
    fireEvent.change(category(), { target: { value: 'Design' } });
    typeInto(price(), '250');
    typeInto(delivery(), '7');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Email' }));
    const release = api.hold('POST /api/services');
    pressEnter(title());

    const busy = await screen.findByRole('button', { name: 'Publishing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(title())).toContain('This text contains characters that cannot be saved.'),
    );
    expect(
      refusedWith(screen.getByRole('textbox', { name: 'What you need from the client (optional)' })),
    ).toEqual(['Requirements must be less than 1000 characters']);
    expect(refusedWith(description())).toBeNull();
    expect(toasts()).toEqual([
      {
        title: 'Failed to create service. Please try again.',
        description: 'This text contains characters that cannot be saved.',
      },
    ]);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/services',
        body: {
          title: TITLE,
          description: DESCRIPTION,
          category: 'Design',
          pricingType: 'fixed',
          priceAmount: 250,
          currency: 'USD',
          deliveryTime: 7,
          features: [''],
          contactMethods: ['Email'],
          acceptedPaymentMethods: [],
          requirements: '',
          images: [],
        },
      },
    ]);
  });
});
