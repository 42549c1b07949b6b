// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENCE_TERMS, PROJECT_LICENCES } from '#shared/constants';
import { renderInApp } from '#web/test/render-in-app';
import { ProjectLicenceNote } from './project-licence';

describe('ProjectLicenceNote', () => {
  it('states every licence in words, with a Creative Commons one linked to its text', async () => {
    for (const licence of PROJECT_LICENCES) {
      const { unmount } = renderInApp(<ProjectLicenceNote licence={licence} ownerName="Ada" year={2025} />);
      const terms = await screen.findByText(/Ada/);
      expect(terms.textContent, licence).not.toMatch(/project\.|licenceTerms/);
      const granted = LICENCE_TERMS[licence];
      if (granted) {
        expect(screen.getByRole('link', { name: granted.name }).getAttribute('href')).toBe(granted.url);
      } else {
        expect(terms.textContent).toBe('© 2025 Ada. All rights reserved.');
        expect(screen.queryByRole('link')).toBeNull();
      }
      unmount();
    }
  });
});
