// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { CustomLinksCard } from './custom-links-card';

const name = () => screen.getByRole('textbox', { name: 'Name' });
const url = () => screen.getByRole('textbox', { name: 'URL' });
const add = () => screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement;
const LINK = { name: 'Blog', url: 'https://ada.example.test/blog' };

describe('CustomLinkForm', () => {
  it('refuses a missing field, or a URL that is not http(s), before sending, in a toast', async () => {
    const api = fakeApi();
    renderInApp(<CustomLinksCard links={[]} />);
    typeInto(name(), LINK.name);
    fireEvent.click(add());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Missing information', description: 'Please enter both name and URL' },
      ]),
    );

    typeInto(url(), 'ada.example.test/blog');
    fireEvent.click(add());
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Invalid URL', description: 'Please enter a full address starting with https://' },
      ]),
    );
    expect(api.sent).toEqual([]);
  });

  it('Enter adds; the button is busy until the server answers, whose refusal is told', async () => {
    const api = fakeApi({
      'POST /api/profile/custom-links': [
        refusedFields({ name: 'invalidCharacters' }),
        ok({ socialLinks: [], customLinks: [{ ...LINK, logoUrl: null }] }),
      ],
    });
    renderInApp(<CustomLinksCard links={[]} />);
    typeInto(name(), LINK.name);
    typeInto(url(), LINK.url);
    const release = api.hold('POST /api/profile/custom-links');
    pressEnter(name());

    await waitFor(() => expect(add().disabled).toBe(true));
    release();
    await waitFor(() =>
      expect(toasts()).toEqual([
        { title: 'Error', description: 'This text contains characters that cannot be saved.' },
      ]),
    );
    expect(add().disabled).toBe(false);

    pressEnter(url());
    await waitFor(() =>
      expect(toasts()).toEqual([{ title: 'Success', description: 'Custom links updated' }]),
    );
    expect((name() as HTMLInputElement).value).toBe('');
    expect(api.sent).toEqual([
      { method: 'POST', path: '/api/profile/custom-links', body: LINK },
      { method: 'POST', path: '/api/profile/custom-links', body: LINK },
    ]);
  });

  it("shows the server's refusal on the Name field", async () => {
    fakeApi({ 'POST /api/profile/custom-links': refusedFields({ name: 'invalidCharacters' }) });
    renderInApp(<CustomLinksCard links={[]} />);
    typeInto(name(), LINK.name);
    typeInto(url(), LINK.url);
    fireEvent.click(add());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(refusedWith(name())).toEqual(['This text contains characters that cannot be saved.']);
  });
});
