// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '#shared/schemas/profiles';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, toasts, typeInto } from '#web/test/render-in-app';
import { ProfileForm } from './profile-form';

const PROFILE: OwnProfile = {
  handle: 'ada',
  displayName: 'Ada',
  headline: null,
  bio: null,
  location: null,
  skills: ['Maths'],
  introUrl: null,
  primaryCta: null,
  primaryCtaUrl: null,
  hireable: false,
  avatarUrl: null,
  bannerUrl: null,
  privacy: { whoCanMessage: 'everyone', showOnlineStatus: true, readReceipts: true, typingIndicators: true },
  links: { socialLinks: [], customLinks: [] },
  language: null,
  allowAiTraining: false,
  federates: true,
  approvesFollowers: false,
  showsViews: false,
};

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ProfileForm', () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const api = fakeApi();
    renderInApp(<ProfileForm profile={PROFILE} />);
    typeInto(field('Display Name'), '  ');
    typeInto(field('Bio'), 'b'.repeat(501));
    typeInto(field('Skills'), `React, ${'s'.repeat(51)}`);
    typeInto(field('Intro Video URL'), 'ftp://example.test/intro');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(refusedWith(field('Display Name'))).toEqual(['Display name is required']));
    expect(refusedWith(field('Bio'))).toEqual(['Bio must be less than 500 characters']);
    expect(refusedWith(field('Skills'))).toContain('Each skill must be less than 50 characters');
    expect(refusedWith(field('Intro Video URL'))).toEqual(['Must be a valid URL']);
    expect(refusedWith(field('Location'))).toBeNull();
    expect(toasts()).toEqual([
      {
        title: 'Validation Error',
        description: [
          'Display Name: Display name is required',
          'Bio: Bio must be less than 500 characters',
          'Skills: Each skill must be less than 50 characters',
          'Intro Video URL: Must be a valid URL',
        ].join('\n'),
      },
    ]);
    expect(api.sent).toEqual([]);
  });

  it("shows the server's field refusals on their fields", async () => {
    const api = fakeApi({
      'PUT /api/profile': refusedFields({ displayName: 'invalidCharacters', primaryCtaUrl: 'invalidUrl' }),
    });
    renderInApp(<ProfileForm profile={PROFILE} />);
    typeInto(field('Display Name'), 'Ada L.');
    typeInto(field('Skills'), 'Maths, Poetry ,');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() =>
      expect(refusedWith(field('Display Name'))).toEqual([
        'This text contains characters that cannot be saved.',
      ]),
    );
    expect(refusedWith(field('Button Link'))).toEqual(['Must be a valid URL']);
    expect(refusedWith(field('Skills'))).toBeNull();
    expect(toasts()).toEqual([
      { title: 'Error updating profile', description: 'This text contains characters that cannot be saved.' },
    ]);
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: '/api/profile',
        body: {
          displayName: 'Ada L.',
          headline: '',
          bio: '',
          location: '',
          skills: ['Maths', 'Poetry'],
          introUrl: '',
          primaryCta: '',
          primaryCtaUrl: '',
          hireable: false,
        },
      },
    ]);
  });

  it('edits the headline, one line of at most 80 characters', async () => {
    const api = fakeApi({ 'PUT /api/profile': ok({ ...PROFILE, headline: 'Maps and type' }) });
    renderInApp(<ProfileForm profile={{ ...PROFILE, headline: 'Maps' }} />);
    expect((field('Headline') as HTMLInputElement).value).toBe('Maps');
    typeInto(field('Headline'), 'h'.repeat(81));
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(refusedWith(field('Headline'))).toContain('Headline must be 80 characters or less'),
    );
    expect(api.sent).toEqual([]);

    typeInto(field('Headline'), '  Maps   and type ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByRole('button', { name: 'Saved!' });
    expect(api.writes()[0]?.body).toMatchObject({ headline: '  Maps   and type ' });
    expect((field('Headline') as HTMLInputElement).value).toBe('Maps and type');
  });

  it('Enter in a field saves; the button is busy until the server answers', async () => {
    const api = fakeApi({ 'PUT /api/profile': ok({ ...PROFILE, location: 'London' }) });
    renderInApp(<ProfileForm profile={PROFILE} />);
    typeInto(field('Location'), 'London');
    const release = api.hold('PUT /api/profile');
    pressEnter(field('Location'));

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Saved!' });
    expect(api.writes()).toHaveLength(1);
    expect((field('Location') as HTMLInputElement).value).toBe('London');
  });
});
