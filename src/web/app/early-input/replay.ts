import { flushSync } from 'react-dom';
import type { EarlyField, EarlyInput } from './types';
import { holdUnhandledSubmits, sendAgain } from './unhydrated-submits';

type ValueInput = Extract<EarlyInput, { kind: 'value' }>;

/**
 * Gives a field its value as if typed: through the element's prototype, so React's own record of
 * the value (which hydration may have set to the typed text) does not hide the change from it.
 */
function typeInto(field: EarlyField, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setter) return;
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function activate(target: HTMLElement, byPointer: boolean) {
  if (byPointer) {
    // Some controls act on the press, not the click (tabs, menus).
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    const pointer = { ...init, pointerType: 'mouse', isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', pointer));
    target.dispatchEvent(new MouseEvent('mousedown', init));
    target.dispatchEvent(new PointerEvent('pointerup', pointer));
    target.dispatchEvent(new MouseEvent('mouseup', init));
  }
  target.click();
}

/**
 * Ticks the box again for the app to hear: set back as it stood before the tap (through the element,
 * so React's record of it, which hydration may have taken from the ticked box, agrees), then clicked,
 * as the browser would.
 */
function toggle(box: HTMLInputElement, checkedBefore: boolean) {
  box.checked = checkedBefore;
  box.click();
}

/** Drops the files again where they were dropped, as the browser would: enter, over, drop. */
function drop(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer }),
    );
  }
}

/** The caret goes back where the person left it (setting a value moves it to the end). */
function restoreCaret(lastValues: Map<EarlyField, ValueInput>) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return;
  const last = lastValues.get(focused);
  if (!last || last.selection.start === null) return;
  try {
    focused.setSelectionRange(last.selection.start, last.selection.end);
  } catch {
    // The field's type has no caret to place.
  }
}

/**
 * The link to `href` on the page now. A link tapped while the app hydrated may have been rendered
 * again since (a part of the page the app draws itself): the tap is for the new one.
 */
function linkTo(href: string | undefined): HTMLAnchorElement | undefined {
  if (!href) return undefined;
  return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find(
    (link) => link.href === href,
  );
}

/**
 * The page is being left for another the server renders (the person followed a link before the app
 * was live). Starting the app then would cancel that navigation: the router's first step rewrites
 * the current history entry, and a same-page history change stops a page load under way.
 */
export const pageIsBeingLeft = () => Boolean(window.atelierEarlyInput?.leaving);

/**
 * Does again, in order, what the person did before the app was live: each field's last value where
 * it came in the order of things, then their taps, drops and submissions.
 */
function replayEarlyInput(recorded: EarlyInput[]) {
  if (recorded.length === 0) return;
  const lastValues = new Map<EarlyField, ValueInput>();
  for (const item of recorded) if (item.kind === 'value') lastValues.set(item.field, item);
  // Each one is drawn before the next is done, as when a person does them: an Enter after typing
  // must find the text typed in the app's state. React draws a discrete event's changes before
  // the next such event anyway; a renderer that draws later (Preact) needs to be told.
  for (const item of recorded) flushSync(() => replayOne(item, lastValues));
  restoreCaret(lastValues);
}

/** Does again one thing the person did, if what they did it to is still on the page. */
function replayOne(item: EarlyInput, lastValues: Map<EarlyField, ValueInput>) {
  if (item.kind === 'value') {
    if (lastValues.get(item.field) === item && item.field.isConnected) typeInto(item.field, item.value);
  } else if (item.kind === 'activate') {
    const target = item.target.isConnected ? item.target : linkTo(item.href);
    if (target) activate(target, item.byPointer);
    // The link is gone from the page the app rendered: the person still asked to go there.
    else if (item.href) window.location.assign(item.href);
  } else if (item.kind === 'toggle') {
    if (item.target.isConnected) toggle(item.target, item.checkedBefore);
  } else if (item.kind === 'drop') {
    if (item.target.isConnected) drop(item.target, item.files);
  } else if (item.form.isConnected) {
    sendAgain(item.form, item.submitter);
  }
}

/**
 * The app is live and React's work on its first commit is done: stops the page's recorder
 * (record.ts), so React hears everything from now on, and does again what it recorded. The recorder
 * listens until this moment, not only until the app went live: a tap or a letter in between (a busy
 * phone takes a few hundred milliseconds) reached React before what was recorded, and a form was sent
 * without the fields typed into it before (decision 62).
 */
export function takeOverEarlyInput() {
  holdUnhandledSubmits();
  replayEarlyInput(window.atelierEarlyInput?.stop() ?? []);
}
