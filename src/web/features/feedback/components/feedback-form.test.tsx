// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { FeedbackForm } from './feedback-form';

const title = () => screen.getByRole('textbox', { name: 'Title' });
const description = () => screen.getByRole('textbox', { name: 'Description' });
const url = () => screen.getByRole('textbox', { name: 'Related URL (optional)' });

describe('FeedbackForm', () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<FeedbackForm />);
    typeInto(title(), 'ab');
    typeInto(description(), 'Too short');
    typeInto(url(), 'example.test/page');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(refusedWith(title())).toEqual(['Title must be at least 3 characters']));
    expect(refusedWith(description())).toEqual(['Description must be at least 10 characters']);
    expect(refusedWith(url())).toContain('Must be a valid URL');
    expect(toasts()).toEqual([
      { title: 'Validation error', description: 'Title must be at least 3 characters' },
    ]);
    expect(api.sent).toEqual([]);
  });

  it('Enter sends; busy until the server answers, whose field refusal lands on the field', async () => {
    const api = fakeApi({ 'POST /api/feedback': refusedFields({ description: 'invalidCharacters' }) });
    renderInApp(<FeedbackForm />);
    fireEvent.click(screen.getByRole('radio', { name: 'Feature Suggestion' }));
    typeInto(title(), 'Dark mode for the editor');
    typeInto(description(), 'The editor is bright at night.');
    const release = api.hold('POST /api/feedback');
    pressEnter(title());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(refusedWith(description())).toEqual(['This text contains characters that cannot be saved.']),
    );
    expect(refusedWith(title())).toBeNull();
    expect(toasts()).toEqual([
      { title: 'Validation error', description: 'This text contains characters that cannot be saved.' },
    ]);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/feedback',
        body: {
          type: 'suggestion',
          title: 'Dark mode for the editor',
          description: 'The editor is bright at night.',
          url: '',
        },
      },
    ]);
  });
});
