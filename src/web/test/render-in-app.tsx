import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import type { SessionResponse } from '#shared/schemas/auth';
import { dismissAllToasts, getToasts } from '#web/components/ui/toast-store';
import { SESSION_QUERY_KEY } from '#web/lib/session';

/**
 * Renders a screen with what the app gives it (a query client, a router at `path`, and, when given,
 * the session the server's render puts in the page); unmounted, and its toasts dismissed, when the
 * test ends. Pair with fakeApi() for the server.
 */
export function renderInApp(ui: ReactNode, path = '/', { session }: { session?: SessionResponse } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session) client.setQueryData(SESSION_QUERY_KEY, session);
  onTestFinished(() => {
    cleanup();
    dismissAllToasts();
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Types a value into a field (replacing what it held): an `input` event, as a keyboard sends, not
 * the `change` a browser sends only when the field is left.
 */
export const typeInto = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });

/** What a screen reader says after a field's name: the texts its aria-describedby points to. */
export function descriptionOf(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
}

/** The field says it is refused, and why: marked invalid, the message among its descriptions. */
export function refusedWith(field: HTMLElement): string[] | null {
  return field.getAttribute('aria-invalid') === 'true' ? descriptionOf(field) : null;
}

/** The toasts on screen, as title and text. */
export const toasts = () => getToasts().map(({ title, description }) => ({ title, description }));

// Inputs where Enter submits the form (HTML's implicit submission); not boxes, buttons or files.
const NOT_SUBMITTING_ON_ENTER = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image']);
const blocksImplicitSubmission = (element: Element) =>
  element instanceof HTMLInputElement && !NOT_SUBMITTING_ON_ENTER.has(element.type);
const isSubmitButton = (element: Element): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement && element.type === 'submit') ||
  (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image'));

/**
 * Presses Enter in a field as a browser does (happy-dom leaves the form alone): the keydown, which
 * the page may cancel; then, in a single-line input, the form's implicit submission: a click on its
 * default button (the first submit button) unless that is disabled, or without one, the form sent
 * when this is its only such field.
 */
export function pressEnter(field: HTMLElement) {
  const key = { key: 'Enter', code: 'Enter', keyCode: 13 };
  const proceed = fireEvent.keyDown(field, key);
  const form = field instanceof HTMLInputElement ? field.form : null;
  if (proceed && form && blocksImplicitSubmission(field)) {
    const elements = Array.from(form.elements);
    const button = elements.find(isSubmitButton);
    if (button) {
      if (!button.disabled) fireEvent.click(button);
    } else if (elements.filter(blocksImplicitSubmission).length === 1) {
      form.requestSubmit();
    }
  }
  fireEvent.keyUp(field, key);
}
