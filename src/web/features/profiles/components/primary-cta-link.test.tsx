// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/schemas/profiles';
import { renderInApp } from '#web/test/render-in-app';
import { PrimaryCtaLink } from './primary-cta-link';

const profile = {
  handle: 'nora',
  primaryCta: 'hire',
  primaryCtaUrl: null,
  isSelf: false,
  isBlocked: false,
  services: [{ id: 'one' }],
} as unknown as PublicProfile;

const hireMe = () => screen.getByRole('link', { name: /Hire me/ });

describe('PrimaryCtaLink', () => {
  it("'Hire me' without a link is an anchor to the services section on the profile page", () => {
    renderInApp(<PrimaryCtaLink profile={profile} onProfilePage className="" />, '/nora');
    expect(hireMe().getAttribute('href')).toBe('#services');
    expect(hireMe().getAttribute('target')).toBeNull();
  });

  it("'Hire me' without a link or a service opens a message to the creator", () => {
    renderInApp(
      <PrimaryCtaLink profile={{ ...profile, services: [] }} onProfilePage className="" />,
      '/nora',
    );
    expect(hireMe().getAttribute('href')).toBe('/messages?to=nora');
  });

  it("the creator's own link opens in a new tab, away from Atelier", () => {
    const url = 'https://nora.example/hire';
    renderInApp(
      <PrimaryCtaLink profile={{ ...profile, primaryCtaUrl: url }} onProfilePage={false} className="" />,
    );
    expect(hireMe().getAttribute('href')).toBe(url);
    expect(hireMe().getAttribute('target')).toBe('_blank');
    expect(hireMe().getAttribute('rel')).toContain('noopener');
  });

  it('shows nothing when it leads nowhere', () => {
    const { container } = renderInApp(
      <PrimaryCtaLink profile={{ ...profile, services: [], isSelf: true }} onProfilePage className="" />,
    );
    expect(container.innerHTML).toBe('');
  });
});
