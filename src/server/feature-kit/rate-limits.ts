/**
 * Every route's rate limit, per client address, named by what it protects. A route takes one as
 * `config: limitedBy('name')`; reads are counted in process memory and writes in PostgreSQL
 * (rate-limit-store.ts, decision 24). Change a number here, not in a route.
 */
export const RATE_LIMITS = {
  // Each mails someone, so an hour's worth is small.
  signUp: { max: 10, timeWindow: '1 hour' },
  mailedLink: { max: 10, timeWindow: '1 hour' },
  passwordReset: { max: 20, timeWindow: '1 hour' },
  // Guessing is also slowed per account by the sign-in throttle (sign-in-throttle.ts).
  signIn: { max: 20, timeWindow: '1 minute' },
  // An emailed link's token or a sign-in code; each is long or slowed by its own lockout.
  tokenCheck: { max: 30, timeWindow: '1 minute' },
  // A password or code guess each.
  accountSecurity: { max: 20, timeWindow: '15 minutes' },
  // A password guess each; and nobody deletes an account twice.
  accountDeletion: { max: 5, timeWindow: '15 minutes' },
  // An export reads every table; a person wants one now and then.
  dataExport: { max: 5, timeWindow: '1 minute' },
  // Searched as one types.
  search: { max: 120, timeWindow: '1 minute' },
  // Pages answered by the web app, including link previews' database reads.
  pages: { max: 300, timeWindow: '1 minute' },
  contentWrite: { max: 30, timeWindow: '1 minute' },
  // A form's draft (decision 52): saved about a second after each pause in typing, so a busy minute
  // of writing is some tens of saves; discarding one is rarer still.
  draftSave: { max: 120, timeWindow: '1 minute' },
  profileWrite: { max: 60, timeWindow: '1 minute' },
  onboarding: { max: 20, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
  // A piece of work's original, up to 30 MB each: opened to zoom in, or downloaded.
  originals: { max: 60, timeWindow: '1 minute' },
  // A click each, often several in a row.
  toggle: { max: 120, timeWindow: '1 minute' },
  follow: { max: 60, timeWindow: '1 minute' },
  warningAcknowledgement: { max: 60, timeWindow: '1 minute' },
  clientEvent: { max: 30, timeWindow: '1 minute' },
  // A page shown, told of for its creator's insights: as many as pages are answered, and counted in
  // memory as reads are, since a view writes nothing in its request (docs/decisions/0072).
  pageView: { max: 300, timeWindow: '1 minute', readOnly: true },
  // Staff work through a queue; each action is checked and written to the audit log.
  staffAction: { max: 120, timeWindow: '1 minute' },
  // Each writes a notification for every member.
  announcement: { max: 10, timeWindow: '1 hour' },
  // A conversation's pace: bursts of short lines.
  message: { max: 60, timeWindow: '1 minute' },
  // A tab's live stream: opened once, again after each drop (every 3 s at worst).
  eventStream: { max: 60, timeWindow: '1 minute' },
  // Tabs send one every few seconds while someone types, and one as each thread opens.
  messageSignal: { max: 120, timeWindow: '1 minute' },
  // A scraper asks every 15 s or so; more than this from one address is someone guessing the token.
  metricsScrape: { max: 60, timeWindow: '1 minute' },
  // Each notifies another member (a seller, or staff), so sending is limited harder than other writes.
  notifyingWrite: { max: 10, timeWindow: '10 minutes' },
  // A service request's thread (docs/decisions/0051): a conversation's pace, files and all; the
  // request's own 200 MB bounds what its files may take.
  requestMessage: { max: 60, timeWindow: '1 minute' },
  // A delivery carries the work's files, up to 100 MB each time: a few a day is a busy seller.
  requestUpload: { max: 20, timeWindow: '10 minutes' },
  // What one server's accounts send to every inbox here (follows, likes, replies, their undoing):
  // a busy server's minute, well above what a small one sends (decision 71).
  federationInbox: { max: 300, timeWindow: '1 minute' },
  // Each asks another server for a visitor's account: a person does it once, a retyped address or two.
  remoteFollow: { max: 10, timeWindow: '1 minute' },
  // A quote, an answer to one or to a delivery, a status: a click each, a handful per deal.
  requestTransition: { max: 30, timeWindow: '1 minute' },
} as const satisfies Record<string, { max: number; timeWindow: string; readOnly?: boolean }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A route's `config` for the named limit. */
export const limitedBy = (name: RateLimitName) => ({ rateLimit: RATE_LIMITS[name] });
