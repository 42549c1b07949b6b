// A part of a screen React has not hydrated yet (a lazy form inside its own Suspense boundary, such as
// a service's request form) is the server's markup alone after the app went live and the recorder
// stopped (record.ts): a submit there would be the browser's own, a GET of the same page that loses
// what was typed. Every form of the app is sent by the app (a form the server handles names its
// `action`), so a submit no handler took is held and sent again until the form's code takes it.
const RETRY_MS = 100;
const GIVE_UP_MS = 15_000;

/** Sends a form again as it was sent: with its button, or as Enter would when that is gone. */
export function sendAgain(form: HTMLFormElement, submitter: HTMLElement | null) {
  try {
    form.requestSubmit(submitter?.isConnected ? submitter : null);
  } catch {
    form.requestSubmit();
  }
}

let holding = false;

/** Holds the submits no handler of the app prevented, and sends them again until one does. */
export function holdUnhandledSubmits() {
  if (holding) return;
  holding = true;
  const waitingSince = new WeakMap<HTMLFormElement, number>();
  // On window, bubbling: after React's own listener at the app's root.
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    if (event.defaultPrevented) {
      waitingSince.delete(form);
      return;
    }
    event.preventDefault();
    const since = waitingSince.get(form) ?? Date.now();
    waitingSince.set(form, since);
    if (Date.now() - since > GIVE_UP_MS) return;
    const { submitter } = event as SubmitEvent;
    setTimeout(() => form.isConnected && sendAgain(form, submitter), RETRY_MS);
  });
}
