// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlFilters } from './use-url-filters';

function SearchScreen() {
  const filters = useUrlFilters(['q', 'sort'] as const, ['hireable'] as const, ['sort']);
  return (
    <>
      <select
        aria-label="Sort"
        value={filters.typed.sort}
        onChange={(event) => filters.choose('sort', event.target.value)}
      >
        <option value="">Best match</option>
        <option value="newest">Newest</option>
      </select>
      <input
        aria-label="Search"
        value={filters.typed.q}
        onChange={(event) => filters.setTyped('q', event.target.value)}
      />
      <input
        type="checkbox"
        aria-label="Hireable"
        checked={filters.flags.hireable}
        onChange={(event) => filters.setFlag('hireable', event.target.checked)}
      />
      {filters.active && (
        <button type="button" onClick={filters.clear}>
          Clear filters
        </button>
      )}
      <p>On: {filters.onNames.join(' ')}</p>
      <button type="button" onClick={() => filters.clearKeeping(['q'])}>
        Clear all but the search
      </button>
    </>
  );
}

let finishLoadingResult: () => void = () => undefined;
const routes: RouteObject[] = [
  { path: '/people', element: <SearchScreen /> },
  {
    path: '/:handle',
    // The result's screen arrives when the test says: the navigation is pending until then.
    lazy: () =>
      new Promise((resolve) => {
        finishLoadingResult = () => resolve({ element: <p>Profile</p> });
      }),
  },
];

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) =>
  act(() => {
    const field = screen.getByLabelText<HTMLInputElement>('Search');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search filters in the address', () => {
  it('writes what is typed once typing pauses, and nothing when nothing new was typed', async () => {
    const router = renderAt('/people?q=ada');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.historyAction).toBe('POP');
    type('grace');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(router.state.location.search).toBe('?q=ada');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe('?q=grace');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('never takes the person back once they have gone to a result, even while its screen loads', async () => {
    const router = renderAt('/people');
    type('grace');
    await act(() => vi.advanceTimersByTimeAsync(100));
    // The person clicks a result: the router knows at once, the screen a render later.
    void router.navigate('/grace');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.navigation.location?.pathname).toBe('/grace');
    await act(async () => {
      finishLoadingResult();
      // The router finishes the navigation over a few promises.
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.location.pathname).toBe('/grace');
    expect(screen.getByText('Profile')).toBeDefined();
  });

  it('ticks a box at once, and the address follows', async () => {
    const router = renderAt('/people?q=ada');
    const box = screen.getByLabelText<HTMLInputElement>('Hireable');
    // Seen as the click ends, before the navigation it starts has been rendered.
    act(() => {
      box.click();
      expect(box.checked).toBe(true);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?q=ada&hireable=true');
    expect(box.checked).toBe(true);
  });

  it('shows in the field an address changed by other means, and leaves it as it is', async () => {
    const router = renderAt('/people?q=ada');
    await act(() => router.navigate('/people?q=grace&hireable=true'));
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('grace');
    expect(screen.getByLabelText<HTMLInputElement>('Hireable').checked).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.search).toBe('?q=grace&hireable=true');
  });

  it('clears every filter at once, boxes and address, and offers it only while one is on', async () => {
    const router = renderAt('/people?q=figma&hireable=true&page=2');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('figma');
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());

    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Hireable').checked).toBe(false);
    await act(() => vi.runAllTimersAsync());
    // What is not a filter of this screen stays in the address.
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('applies a choice at once, with what is typed so far', async () => {
    const router = renderAt('/people?q=ada');
    type('grace');
    const select = screen.getByLabelText<HTMLSelectElement>('Sort');
    act(() => {
      select.value = 'newest';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?q=grace&sort=newest');
    expect(select.value).toBe('newest');
  });

  it('keeps the order when clearing filters, and an order alone is no filter to clear', async () => {
    const router = renderAt('/people?q=figma&sort=newest');
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    await act(() => vi.runAllTimersAsync());
    expect(router.state.location.search).toBe('?sort=newest');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort').value).toBe('newest');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('names the filters on, and clears all but those kept, as a Filters sheet does', async () => {
    const router = renderAt('/people?q=figma&sort=newest&hireable=true');
    // An order is no filter.
    expect(screen.getByText('On: q hireable')).toBeDefined();
    act(() => screen.getByRole('button', { name: 'Clear all but the search' }).click());
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('figma');
    expect(screen.getByLabelText<HTMLInputElement>('Hireable').checked).toBe(false);
    await act(() => vi.runAllTimersAsync());
    expect(router.state.location.search).toBe('?q=figma&sort=newest');
    expect(screen.getByText('On: q')).toBeDefined();
  });
});
