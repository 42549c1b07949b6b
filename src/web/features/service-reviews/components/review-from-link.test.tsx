// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { ReviewFromLink } from './review-from-link';

const SERVICE_ID = '3f1c2b7e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';
const REQUEST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const REVIEW = `/api/service-requests/${REQUEST_ID}/review`;

const openDialog = () => screen.findByRole('dialog', { name: 'Rate this Service' }, { timeout: 5000 });
const submitButton = () => screen.getByRole('button', { name: /Submit review|Saving/ });
const ratingGroup = () => screen.getByRole('group', { name: 'Your rating' });

describe('ReviewFromLink', () => {
  it('asks for a star rating on the stars and sends nothing', async () => {
    const api = fakeApi();
    renderInApp(<ReviewFromLink serviceId={SERVICE_ID} />, `/services/${SERVICE_ID}?review=${REQUEST_ID}`);
    await openDialog();
    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Rating Required', description: 'Please select a star rating' }]),
    );
    const described = ratingGroup().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Please select a star rating');
    expect(api.sent).toEqual([]);
  });

  it("is busy until the server answers, says a refusal in the server's words, then saves", async () => {
    const refusal = {
      status: 409,
      body: { code: 'conflict', message: 'Already reviewed', messageId: 'alreadyReviewed' },
    };
    const api = fakeApi({ [`POST ${REVIEW}`]: [refusal, ok({})] });
    renderInApp(<ReviewFromLink serviceId={SERVICE_ID} />, `/services/${SERVICE_ID}?review=${REQUEST_ID}`);
    await openDialog();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    typeInto(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Quick and kind');
    const release = api.hold(`POST ${REVIEW}`);
    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Saving...'));
    release();
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          title: 'You have already reviewed this request. You can edit your review instead.',
          description: undefined,
        },
      ]),
    );

    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual({ title: 'Thanks for your review!', description: undefined }),
    );
    const body = { rating: 4, comment: 'Quick and kind' };
    expect(api.sent).toEqual([
      { method: 'POST', path: REVIEW, body },
      { method: 'POST', path: REVIEW, body },
    ]);
  });
});

describe('ReviewFromLink from the completion email', () => {
  it('opens already rated with the stars of the link, still changeable, and sends only on Submit', async () => {
    const api = fakeApi({ [`POST ${REVIEW}`]: ok({}) });
    renderInApp(
      <ReviewFromLink serviceId={SERVICE_ID} />,
      `/services/${SERVICE_ID}?review=${REQUEST_ID}&rating=3`,
    );
    await openDialog();
    const chosen = () => (screen.getByRole('radio', { checked: true }) as HTMLInputElement).value;
    expect(chosen()).toBe('3');
    expect(api.sent).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(chosen()).toBe('5');
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(api.sent).toEqual([{ method: 'POST', path: REVIEW, body: { rating: 5, comment: '' } }]),
    );
  });

  it.each(['0', '6', '2.5', 'many'])('ignores a rating of %s: no star is chosen', async (rating) => {
    fakeApi();
    renderInApp(
      <ReviewFromLink serviceId={SERVICE_ID} />,
      `/services/${SERVICE_ID}?review=${REQUEST_ID}&rating=${rating}`,
    );
    await openDialog();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });
});
