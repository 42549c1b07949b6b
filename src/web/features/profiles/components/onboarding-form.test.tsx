// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#shared/schemas/auth';
import { fakeApi, ok, refusedFields } from '#web/test/fake-api';
import { pressEnter, refusedWith, renderInApp, typeInto } from '#web/test/render-in-app';
import { OnboardingForm } from './onboarding-form';

const USER: SessionUser = {
  id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  email: 'mira@example.test',
  signupUsername: 'mira',
  roles: ['user'],
  language: null,
  theme: null,
  profile: {
    id: '2e3d4c5b-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    handle: null,
    displayName: null,
    headline: null,
    avatarUrl: null,
  },
};

const SKILLS = ok({ skills: ['Illustration', 'Branding', 'React', 'Typography'] });
const available = (handle: string, free: boolean) => ({
  [`GET /api/profile/handle-availability?handle=${handle}`]: ok({ handle, available: free }),
});
const field = (name: string) => screen.getByRole('textbox', { name });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('OnboardingForm', () => {
  it('goes through name, photo and work, and sends what a profile needs once', async () => {
    const api = fakeApi({
      ...available('mira', true),
      'GET /api/profiles/popular-skills': SKILLS,
      'POST /api/profile/onboarding': ok({ handle: 'mira' }),
      'GET /api/auth/session': ok({ user: { ...USER, profile: { ...USER.profile, handle: 'mira' } } }),
    });
    const onDone = vi.fn(() => Promise.resolve());
    renderInApp(<OnboardingForm user={USER} onDone={onDone} />);

    // The handle comes from sign-up, and the server says it is free.
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('mira');
    await screen.findByText('@mira is available');
    click('Next');
    await waitFor(() => expect(refusedWith(field('Display Name'))).toContain('Display name is required'));

    typeInto(field('Display Name'), 'Mira Okafor');
    pressEnter(field('Display Name'));
    await screen.findByRole('heading', { name: 'Add a photo' });
    expect(screen.getByRole('heading', { name: 'Add a photo' })).toBe(document.activeElement);
    click('Skip for now');

    await screen.findByRole('heading', { name: 'What do you do?' });
    typeInto(field('Headline'), 'Illustrator of maps and book covers');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Illustration' }));
    click('Add Typography');
    // A skill of one's own: typed, then Enter, which adds it and sends nothing.
    const skillBox = field('Skills');
    typeInto(skillBox, 'Risograph');
    pressEnter(skillBox);
    expect(screen.getByRole('list', { name: 'Your skills' }).textContent).toBe(
      'IllustrationTypographyRisograph',
    );
    click('Remove Typography');
    fireEvent.click(screen.getByRole('checkbox', { name: "I'm available for hire" }));
    click('Complete Setup');

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/profile/onboarding',
        body: {
          username: 'mira',
          displayName: 'Mira Okafor',
          headline: 'Illustrator of maps and book covers',
          skills: ['Illustration', 'Risograph'],
          hireable: true,
        },
      },
    ]);
  });

  it('tells a taken handle as it is typed, and keeps the first step until another is chosen', async () => {
    const api = fakeApi({
      ...available('mira', true),
      ...available('taken', false),
      ...available('other', true),
    });
    renderInApp(<OnboardingForm user={USER} onDone={() => Promise.resolve()} />);
    typeInto(field('Display Name'), 'Mira Okafor');
    typeInto(field('Username'), 'Taken!');
    expect((field('Username') as HTMLInputElement).value).toBe('taken');
    await screen.findByText('@taken is taken. Try another.');
    click('Next');
    await waitFor(() =>
      expect(refusedWith(field('Username'))).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Who are you?' })).toBeTruthy();

    typeInto(field('Username'), 'other');
    await screen.findByText('@other is available');
    click('Next');
    await screen.findByRole('heading', { name: 'Add a photo' });
    expect(api.writes()).toEqual([]);
  });

  it('opens the first step again when the server finds the handle taken at the end', async () => {
    fakeApi({
      ...available('mira', true),
      'GET /api/profiles/popular-skills': SKILLS,
      'POST /api/profile/onboarding': refusedFields({ username: 'valueTaken' }, 'conflict'),
    });
    const onDone = vi.fn(() => Promise.resolve());
    renderInApp(<OnboardingForm user={USER} onDone={onDone} />);
    typeInto(field('Display Name'), 'Mira Okafor');
    click('Next');
    fireEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Setup' }));

    await screen.findByRole('heading', { name: 'Who are you?' });
    await waitFor(() =>
      expect(refusedWith(field('Username'))).toContain(
        'That value is already taken. Please choose a different one.',
      ),
    );
    expect((field('Display Name') as HTMLInputElement).value).toBe('Mira Okafor');
    expect(onDone).not.toHaveBeenCalled();
  });
});
