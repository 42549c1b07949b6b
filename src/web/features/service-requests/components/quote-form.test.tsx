// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { REQUEST_ID, WORKSPACE_PATH } from '../test/workspace-fixtures';
import { QuoteForm } from './quote-form';

const QUOTES = `${WORKSPACE_PATH}/quotes`;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const addMilestone = () => screen.getByRole('button', { name: 'Add milestone' }) as HTMLButtonElement;
const rows = () => screen.queryAllByRole('group', { name: /^Milestone \d$/ });
const inRow = (index: number, name: string) =>
  within(rows()[index]!).getByLabelText(name) as HTMLInputElement;

function fillRow(index: number, title: string, amount: string, dueDate: string) {
  typeInto(inRow(index, 'Title'), title);
  typeInto(inRow(index, 'Amount'), amount);
  typeInto(inRow(index, 'Due date'), dueDate);
}

describe('QuoteForm', () => {
  it("starts from the service's price and currency; milestones are added up to 5, removed, and added up", () => {
    fakeApi();
    renderInApp(<QuoteForm requestId={REQUEST_ID} currency="EUR" price={400} onDone={() => {}} />);
    expect(field('Price').value).toBe('400');
    expect(field('Currency').value).toBe('EUR');
    expect(rows()).toHaveLength(0);

    for (let count = 1; count <= 5; count += 1) fireEvent.click(addMilestone());
    expect(rows()).toHaveLength(5);
    expect(addMilestone().disabled).toBe(true);
    expect(screen.getByText('A quote has at most 5 milestones.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove milestone 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove milestone 4' }));
    expect(rows()).toHaveLength(3);
    expect(addMilestone().disabled).toBe(false);

    typeInto(inRow(0, 'Amount'), '150');
    typeInto(inRow(2, 'Amount'), '99.5');
    expect(screen.getByText('Milestones add up to EUR 249.5')).toBeTruthy();
  });

  it('sends the quote with its milestones as numbers, says so and closes', async () => {
    const api = fakeApi({ [`POST ${QUOTES}`]: ok({}) });
    const onDone = vi.fn();
    renderInApp(<QuoteForm requestId={REQUEST_ID} currency="EUR" price={null} onDone={onDone} />);
    typeInto(field('Price'), '500');
    typeInto(field('Currency'), 'usd');
    typeInto(field('Delivery date'), '2026-12-20');
    fireEvent.click(addMilestone());
    fireEvent.click(addMilestone());
    fillRow(0, 'Sketches', '200', '2026-12-10');
    fillRow(1, 'Final map', '300', '2026-12-20');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: QUOTES,
        body: {
          price: 500,
          currency: 'USD',
          deliveryDate: '2026-12-20',
          milestones: [
            { title: 'Sketches', amount: 200, dueDate: '2026-12-10' },
            { title: 'Final map', amount: 300, dueDate: '2026-12-20' },
          ],
        },
      },
    ]);
    expect(toasts()).toEqual([{ title: 'Quote sent', description: undefined }]);
  });

  it("shows the quote's rules on the fields, a milestone's on its own row, and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<QuoteForm requestId={REQUEST_ID} currency="EUR" price={null} onDone={() => {}} />);
    fireEvent.click(addMilestone());
    typeInto(inRow(0, 'Amount'), '20');
    typeInto(inRow(0, 'Due date'), '2026-12-10');
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() => expect(refusedWith(field('Price'))).toEqual(['Enter an amount above zero']));
    expect(refusedWith(field('Delivery date'))).toEqual(['Deadline must be a valid date']);
    expect(refusedWith(inRow(0, 'Title'))).toEqual(['Each milestone needs a title']);
    expect(refusedWith(inRow(0, 'Amount'))).toBeNull();
    expect(api.writes()).toEqual([]);
  });
});
