import { CONSENT_CHOICES, CONSENT_WRITTEN_EVENT, writeConsent } from '#web/lib/consent-record';
import {
  CONSENT_CHOSEN_CLASS,
  WAITING_CLASS,
  type EarlyField,
  type EarlyInput,
  type EarlySelection,
} from './types';

/**
 * What a person does on a server-rendered page before the app is live, kept for the app to do again
 * once it is (replay.ts, decision 40). The page paints from the server's HTML, and its buttons look
 * ready long before their code has arrived and hydrated them (seconds on a slow phone): a tap then
 * would do nothing, and React replays only what happens once hydration has begun. This runs inline
 * in the page's head (vite.config.ts bundles it there; the CSP allows it by its hash), so it listens
 * before the first paint. Links and forms the server handles need none of it and go on their way.
 */

// Controls whose click does something only the app knows how to do.
const ACTIVATABLE = [
  'button',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
].join(', ');

/** A form the server handles works without the app: an `action` of its own says so. */
const submitsToServer = (form: HTMLFormElement | null) => Boolean(form?.hasAttribute('action'));

/** A click the browser acts on by itself: a link, or the submit button of a form the server handles. */
function goesToServer(event: Event) {
  if (!(event.target instanceof Element)) return false;
  // A link navigates by itself, and the server renders where it leads.
  if (event.target.closest('a[href]')) return true;
  const button = event.target.closest<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"]');
  return button?.type === 'submit' && submitsToServer(button.form);
}

/** Whether the browser will replace this page: not a new tab, a download or a jump within the page. */
function leavesThisPage(event: MouseEvent) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return true;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const to = new URL(link.href, window.location.href);
  return !(to.pathname === window.location.pathname && to.search === window.location.search && to.hash);
}

/**
 * The cookie banner's choice a tap names (`data-consent-choice`, features/consent/cookie-banner.tsx):
 * it needs nothing of the app, so it is made at the tap rather than a second or more later, once the
 * app is live (decision 74).
 */
function consentChoiceOf(event: Event) {
  if (!(event.target instanceof Element)) return undefined;
  const name = event.target.closest<HTMLElement>('[data-consent-choice]')?.dataset.consentChoice;
  return name === 'none' || name === 'all' ? CONSENT_CHOICES[name] : undefined;
}

/** A box the browser ticks by itself: the person sees the tick at once, the app hears of it once live. */
const isNativeToggle = (target: Element): target is HTMLInputElement =>
  target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type);

function activatableTarget(event: Event): HTMLElement | undefined {
  if (!(event.target instanceof Element)) return undefined;
  const control = event.target.closest('label')?.control ?? null;
  // A label's click passes to its control: a text field is focused at once, a checkbox waits.
  if (control && !isNativeToggle(control)) return undefined;
  const target = event.target.closest<HTMLElement>(ACTIVATABLE) ?? control ?? undefined;
  if (!target || target.matches(':disabled, [aria-disabled="true"]')) return undefined;
  return target;
}

/**
 * The file input a button opens (`data-file-picker`, components/forms/image-drop-zone.tsx). The
 * browser shows a picker only within the tap itself: replayed once the app is live, seconds later on
 * a slow phone, the tap opened nothing.
 */
function pickerOpenedBy(event: Event): HTMLInputElement | undefined {
  if (!(event.target instanceof Element)) return undefined;
  const button = event.target.closest<HTMLElement>('[data-file-picker]');
  if (!button || button.matches(':disabled, [aria-disabled="true"]')) return undefined;
  const input = document.getElementById(button.dataset.filePicker ?? '');
  return input instanceof HTMLInputElement && input.type === 'file' ? input : undefined;
}

function isTypedField(target: EventTarget | null): target is EarlyField {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !/^(checkbox|radio|file|submit|button)$/.test(target.type);
}

function selectionOf(field: EarlyField): EarlySelection {
  if (field instanceof HTMLSelectElement) return { start: null, end: null };
  try {
    return { start: field.selectionStart, end: field.selectionEnd };
  } catch {
    // Some input types (email, number) have no selection to read.
    return { start: null, end: null };
  }
}

/** Starts recording; the page's inline script calls it before anything else runs. */
export function recordEarlyInput() {
  if (window.atelierEarlyInput) return;
  const recorded: EarlyInput[] = [];
  let leaving = false;
  let linksWait = false;
  const hold = (event: Event) => {
    event.preventDefault();
    // The app may be taking over this very moment: it must not act on the tap now and again later.
    event.stopImmediatePropagation();
  };
  const onClick = (event: MouseEvent) => {
    const consentChoice = consentChoiceOf(event);
    if (consentChoice) {
      // Stored as the app stores it, and hidden now; the app, once hydrated or at once if it is,
      // reads it and takes the banner away.
      hold(event);
      writeConsent(consentChoice);
      document.documentElement.classList.add(CONSENT_CHOSEN_CLASS);
      document.dispatchEvent(new Event(CONSENT_WRITTEN_EVENT));
      return;
    }
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href]') : null;
    if (link && linksWait && leavesThisPage(event)) {
      // The app has started and will take the link's click once live (holdLinks).
      hold(event);
      document.documentElement.classList.add(WAITING_CLASS);
      const href = link instanceof HTMLAnchorElement ? link.href : undefined;
      recorded.push({ kind: 'activate', target: link, byPointer: event.detail > 0, href });
      return;
    }
    if (goesToServer(event)) {
      // The browser follows it; the app, half-way through hydrating, must not take it over with a
      // router that is not running yet (the navigation was lost).
      event.stopImmediatePropagation();
      leaving ||= leavesThisPage(event);
      return;
    }
    const picker = pickerOpenedBy(event);
    if (picker) {
      // Opened now, within the tap; what is chosen reaches the app through onFilesChosen.
      hold(event);
      picker.click();
      return;
    }
    const target = activatableTarget(event);
    if (!target) return;
    if (isNativeToggle(target)) {
      // Held, a tap left the box unticked until the app was live, and a second tap then unticked
      // it. The browser ticks it now; the app hears of it once live (replay.ts), as of typing.
      event.stopImmediatePropagation();
      // A label's click comes to its box as a click of its own: that one is recorded.
      if (event.target !== target) return;
      document.documentElement.classList.add(WAITING_CLASS);
      // By now the browser has ticked a checkbox or chosen a radio; a radio chosen already stays so.
      const checkedBefore = target.type === 'checkbox' ? !target.checked : false;
      recorded.push({ kind: 'toggle', target, checkedBefore });
      return;
    }
    hold(event);
    document.documentElement.classList.add(WAITING_CLASS);
    recorded.push({ kind: 'activate', target, byPointer: event.detail > 0 });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (submitsToServer(form)) {
      // As a link: the browser sends it, the app does not take it over before it is live.
      event.stopImmediatePropagation();
      leaving ||= !form.target || form.target === '_self';
      return;
    }
    hold(event);
    recorded.push({ kind: 'submit', form, submitter: event.submitter });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    // A box's own input and change: its click was recorded (onClick), and is replayed with both.
    if (field instanceof Element && isNativeToggle(field)) event.stopImmediatePropagation();
    if (!isTypedField(field)) return;
    // The browser shows what is typed; the app hears of it once live, not half-way through hydrating
    // (a language chosen then would change texts React has yet to match with the server's).
    event.stopImmediatePropagation();
    recorded.push({ kind: 'value', field, value: field.value, selection: selectionOf(field) });
  };
  // Files chosen in a picker opened before the app was live: kept for the app as a drop on their
  // field, which every image field takes as it takes a choice (image-drop-zone.tsx).
  const onFilesChosen = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    event.stopImmediatePropagation();
    recorded.push({ kind: 'drop', target: input, files: Array.from(input.files) });
    // The same files chosen again, once the app is live, are a new choice.
    input.value = '';
  };
  // Files dragged onto the page: the browser would open them in place of the page, and a drop
  // zone's code may not be here yet. The drop is kept for the app, as a tap is.
  const carriesFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.items ?? []).some((item) => item.kind === 'file');
  const onDragOver = (event: DragEvent) => {
    if (carriesFiles(event)) hold(event);
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event) || !(event.target instanceof Element)) return;
    hold(event);
    recorded.push({ kind: 'drop', target: event.target, files: Array.from(event.dataTransfer?.files ?? []) });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('change', onFilesChosen, true);
  document.addEventListener('dragenter', onDragOver, true);
  document.addEventListener('dragover', onDragOver, true);
  document.addEventListener('drop', onDrop, true);
  window.atelierEarlyInput = {
    get leaving() {
      return leaving;
    },
    holdLinks() {
      linksWait = true;
    },
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onInput, true);
      document.removeEventListener('change', onFilesChosen, true);
      document.removeEventListener('dragenter', onDragOver, true);
      document.removeEventListener('dragover', onDragOver, true);
      document.removeEventListener('drop', onDrop, true);
      document.documentElement.classList.remove(WAITING_CLASS);
      return recorded.splice(0);
    },
  };
}
