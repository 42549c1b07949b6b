import type { MouseEvent } from 'react';

/** The id of the request form's section on a service's page: the links to the form are `#request`. */
export const REQUEST_SECTION_ID = 'request';

// What a person fills in first; a visitor's section holds the sign-in link instead.
const FIRST_CONTROL = 'textarea, input, select, a[href], button';
// When the focus comes at the latest: a smooth scroll to the form has ended by then.
const SCROLL_FALLBACK_MS = 700;

/**
 * A click on a link to the request form, once the app is live: scrolls to the form and then puts
 * the focus in its first field, so typing can start. Before then the link is a plain anchor, and
 * the browser jumps to the section by itself.
 */
export function jumpToRequestForm(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(REQUEST_SECTION_ID);
  if (!section || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const focusedAtClick = document.activeElement;
  const focusFirst = () => {
    // A person quicker than the scroll has already chosen a field and may be typing in it: the
    // focus stays where they put it, or their next words would land in the first field.
    const moved = document.activeElement !== focusedAtClick && document.activeElement !== document.body;
    if (moved) return;
    const control = section.querySelector<HTMLElement>(FIRST_CONTROL);
    (control ?? section).focus({ preventScroll: true });
  };
  if (reduceMotion) {
    section.scrollIntoView({ block: 'start' });
    focusFirst();
    return;
  }
  // Focus once the scroll ends; the timer also covers a browser without scrollend and a form already
  // in place (no scroll, so no scrollend).
  let focused = false;
  const finish = () => {
    if (focused) return;
    focused = true;
    window.removeEventListener('scrollend', finish);
    focusFirst();
  };
  window.addEventListener('scrollend', finish, { once: true });
  window.setTimeout(finish, SCROLL_FALLBACK_MS);
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
}
