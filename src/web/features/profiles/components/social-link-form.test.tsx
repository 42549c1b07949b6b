// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { SocialLinksCard } from './social-links-card';

const url = () => screen.getByRole('textbox', { name: 'URL' });
const add = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;

describe('SocialLinkForm', () => {
  it('refuses a missing URL, or one not of the platform, before sending, in a toast', async () => {
    const api = fakeApi();
    renderInApp(<SocialLinksCard links={[]} />);
    fireEvent.click(add());
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'URL required' }]));

    fireEvent.change(screen.getByRole('combobox', { name: 'Platform' }), { target: { value: 'github' } });
    typeInto(url(), 'https://gitlab.com/ada');
    fireEvent.click(add());
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Invalid URL', description: 'Please enter a valid GitHub URL' }]),
    );
    expect(api.sent).toEqual([]);
  });

  it('Enter adds; the button is busy until the server answers, whose refusal is told', async () => {
    const api = fakeApi({
      'POST /api/profile/social-links': [
        refusedFields({ platform: 'platformExists' }, 'conflict'),
        ok({ socialLinks: [{ platform: 'instagram', url: 'https://instagram.com/ada' }], customLinks: [] }),
      ],
    });
    renderInApp(<SocialLinksCard links={[]} />);
    typeInto(url(), 'https://instagram.com/ada');
    const release = api.hold('POST /api/profile/social-links');
    pressEnter(url());

    await waitFor(() => expect(add().disabled).toBe(true));
    release();
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Platform exists', description: 'You already have a link for this platform' },
      ]),
    );
    expect(add().disabled).toBe(false);

    pressEnter(url());
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Success', description: 'Social links updated' }]),
    );
    expect((url() as HTMLInputElement).value).toBe('');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: '/api/profile/social-links',
        body: { platform: 'instagram', url: 'https://instagram.com/ada' },
      },
      {
        method: 'POST',
        path: '/api/profile/social-links',
        body: { platform: 'instagram', url: 'https://instagram.com/ada' },
      },
    ]);
  });

  it("shows the schema's message on the URL field", async () => {
    fakeApi();
    renderInApp(<SocialLinksCard links={[]} />);
    typeInto(url(), 'https://gitlab.com/ada');
    fireEvent.click(add());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(url())).toEqual(['Please enter a valid URL for this platform']);
  });
});
