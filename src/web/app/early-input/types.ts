/** What the page recorded before the app was live (record.ts), for the app to do again (replay.ts). */
export type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export type EarlySelection = { start: number | null; end: number | null };
export type EarlyInput =
  | {
      kind: 'activate';
      target: HTMLElement;
      byPointer: boolean;
      /** A held link's address: hydration may have put a new element in its place. */
      href?: string;
    }
  /** A checkbox or radio the browser ticked, and how it stood before, as the app last knew it. */
  | { kind: 'toggle'; target: HTMLInputElement; checkedBefore: boolean }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'value'; field: EarlyField; value: string; selection: EarlySelection }
  | { kind: 'drop'; target: Element; files: File[] };

/** The recorder's handle on the page, from the moment the page's head is parsed until the app is live. */
export type EarlyInputRecorder = {
  /** Stops recording and answers what was recorded, in order. */
  stop(): EarlyInput[];
  /** Whether the person followed a link (or sent a form) to another page the server renders. */
  readonly leaving: boolean;
  /**
   * From now on a link's click waits for the app as a button's does. The app calls it as it starts:
   * its router rewrites the history entry, and a same-page history change stops a page load under
   * way, so a link the browser followed from then on could lead nowhere.
   */
  holdLinks(): void;
};

/**
 * On the document while a tap waits for the app (styles.css). Not on the tapped control itself: the
 * app's hydration expects the server's attributes there.
 */
export const WAITING_CLASS = 'waiting-for-app';
/** The document's class once a cookie choice was tapped before the app was live: the banner hides. */
export const CONSENT_CHOSEN_CLASS = 'consent-chosen';

declare global {
  interface Window {
    atelierEarlyInput?: EarlyInputRecorder;
  }
}
