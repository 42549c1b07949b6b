// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '#web/test/fake-api';
import { renderInApp, typeInto } from '#web/test/render-in-app';
import { QuickSearch } from './quick-search';

const KILN = ok({
  people: [{ handle: 'kilnpotter', displayName: 'Kiln Potter', avatarUrl: null }],
  projects: [{ title: 'Kiln glaze study', slug: 'kiln-glaze-study', ownerHandle: 'kilnpotter' }],
  services: [],
});

/** Where the app is, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const box = () => screen.getByRole('combobox', { name: 'Search Atelier' });
const address = () => screen.getByRole('status').textContent;

describe('QuickSearch', () => {
  it('suggests people, projects and the full lists as it is typed, in one request', async () => {
    const api = fakeApi({ 'GET /api/quick-search?q=kiln': KILN });
    renderInApp(
      <>
        <QuickSearch />
        <Address />
      </>,
    );
    typeInto(box(), 'kiln');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'People',
      'Projects',
      'All results',
    ]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kiln Potter @kilnpotter',
      'Kiln glaze study by @kilnpotter',
      'Projects for “kiln”',
      'People for “kiln”',
      'Services for “kiln”',
    ]);
    expect(api.sent.map((request) => request.path)).toEqual(['/api/quick-search?q=kiln']);
  });

  it('goes where the arrows and Enter say, and empties the box', async () => {
    fakeApi({ 'GET /api/quick-search?q=kiln': KILN });
    renderInApp(
      <>
        <QuickSearch />
        <Address />
      </>,
    );
    typeInto(box(), 'kiln');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(address()).toBe('/kilnpotter/kiln-glaze-study');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('Enter alone goes to the projects found; a tap goes to its suggestion', async () => {
    fakeApi({ 'GET /api/quick-search?q=kiln': KILN });
    renderInApp(
      <>
        <QuickSearch />
        <Address />
      </>,
    );
    typeInto(box(), 'kiln');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(address()).toBe('/explore?q=kiln');
    typeInto(box(), 'kiln');
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(screen.getByRole('option', { name: /Services for/ }));
    expect(address()).toBe('/services?q=kiln');
  });
});
