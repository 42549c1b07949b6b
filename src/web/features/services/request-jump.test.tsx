// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#web/test/render-in-app';
import { jumpToRequestForm, REQUEST_SECTION_ID } from './request-jump';

function renderPage() {
  renderInApp(
    <>
      <a href={`#${REQUEST_SECTION_ID}`} onClick={jumpToRequestForm}>
        Request this service
      </a>
      <section id={REQUEST_SECTION_ID} tabIndex={-1}>
        <label>
          What do you need?
          <textarea />
        </label>
        <label>
          Budget
          <input />
        </label>
        <button type="submit">Send request</button>
      </section>
    </>,
  );
}

const prefersReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: reduce } as MediaQueryList);

describe('jumpToRequestForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('scrolls to the form, then puts the focus in its first field', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPage();
    const link = screen.getByRole('link', { name: 'Request this service' });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(document.activeElement).toBe(link.ownerDocument.body);
    // The scroll ends.
    window.dispatchEvent(new Event('scrollend'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'What do you need?' }));
  });

  it('leaves the focus in a field the person chose before the scroll ended', () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPage();
    const link = screen.getByRole('link', { name: 'Request this service' });
    link.focus();
    fireEvent.click(link);
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    budget.focus();
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(budget);
  });

  it('without motion, jumps and focuses at once', () => {
    prefersReducedMotion(true);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'Request this service' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'What do you need?' }));
  });

  it('leaves a click that opens a new tab to the browser', () => {
    prefersReducedMotion(true);
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderPage();
    expect(
      fireEvent.click(screen.getByRole('link', { name: 'Request this service' }), { ctrlKey: true }),
    ).toBe(true);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
