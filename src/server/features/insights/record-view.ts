import { isbot } from 'isbot';
import type { InsightRequestForm, InsightView } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import type { InsightCounter } from './counter';
import { ownerOfPage } from './page-owner';
import { addressHash, heldSalt, saltOf, visitorHash } from './visitor-hash';

/** What the request showing a page says of who looked (docs/decisions/0072-insights-without-cookies.md). */
export type Viewer = {
  /** Their address, as the trusted proxies name it: hashed, never kept. */
  address: string;
  userAgent: string;
  /** Their account when signed in: their own pages are not counted. */
  accountId: string | null;
  /** `Sec-GPC: 1` or `DNT: 1`: counted as a view, never as a visitor. */
  optedOut: boolean;
  /** The browser fetched the page ahead of a visit that may never come. */
  prefetch: boolean;
};

// One address adds this many views a day to a member's figures at most, whatever it sends: enough
// for anyone reading every page of a creator, too few for a competitor to inflate them or drown
// them out (the figures of a whole office behind one address are capped as one).
export const VIEWS_PER_ADDRESS_PER_DAY = 50;
const ADDRESSES_HELD_MAX = 100_000;
const SHORT_TEXT_MAX = 100;
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Views each address added today, by member; forgotten when the day turns. */
export class AddressCap {
  private day = '';
  private added = new Map<string, number>();

  /**
   * Whether one more view from an address to a member's pages is counted (`key` names both, as
   * addressHash does); counts it if so.
   */
  take(day: string, key: string): boolean {
    if (day !== this.day) {
      this.day = day;
      this.added = new Map();
    }
    const added = this.added.get(key) ?? 0;
    if (added >= VIEWS_PER_ADDRESS_PER_DAY) return false;
    // Full, a flood of addresses counts no further today rather than spend more memory.
    if (added === 0 && this.added.size >= ADDRESSES_HELD_MAX) return false;
    this.added.set(key, added + 1);
    return true;
  }
}

/** The referring site's host, lower case and without `www.`; null for none, or for Atelier itself. */
function referringHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === '' || host === ownHost.replace(/^www\./, '')) return null;
  return host.slice(0, SHORT_TEXT_MAX);
}

/** `utm_source` as people type it, plain and short. */
const sourceName = (source: string | undefined) =>
  (source ?? '').replace(CONTROL_CHARACTERS, '').trim().toLowerCase().slice(0, SHORT_TEXT_MAX);

/**
 * Counts a page shown, as the rules say: never a bot's, a prefetch's, the owner's own or one staff
 * opened from a report; a page no visitor may see counts nothing; past an address's cap, nothing.
 */
export async function recordView(
  deps: CountDeps,
  view: InsightView,
  viewer: Viewer,
  now: Date,
): Promise<void> {
  if (!counts(view, viewer)) return;
  const ownerId = await ownerOfPage(deps.db, view.kind, view.id);
  if (ownerId) await countView(deps, ownerId, view, viewer, now);
}

type CountDeps = { db: Database; counter: InsightCounter; cap: AddressCap; ownHost: string };

// isbot's pattern costs about 6 µs a test, and a process meets the same user agents all day: each
// answer is kept, for agents of a browser's length, until a thousand are held.
const BOT_ANSWERS_HELD = 1_000;
const AGENT_KEPT_MAX = 512;
const botAnswers = new Map<string, boolean>();
function isBot(userAgent: string) {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= BOT_ANSWERS_HELD) botAnswers.clear();
    if (userAgent.length <= AGENT_KEPT_MAX) botAnswers.set(userAgent, answer);
  }
  return answer;
}

// A request naming no browser at all is a script's.
const isPerson = (viewer: Viewer) => !viewer.prefetch && viewer.userAgent !== '' && !isBot(viewer.userAgent);
const counts = (view: InsightView, viewer: Viewer) => isPerson(viewer) && !view.fromReport;

// The day's text, kept while the day lasts: every view asks for it.
let dayHeld = { text: '', starts: 0, ends: 0 };
function dayOf(now: Date) {
  const time = now.getTime();
  if (time < dayHeld.starts || time >= dayHeld.ends) {
    const starts = time - (time % DAY_MS);
    dayHeld = { text: now.toISOString().slice(0, 10), starts, ends: starts + DAY_MS };
  }
  return dayHeld.text;
}

/**
 * Whether one more count from the viewer goes to the member's figures on the day: never the
 * member's own, and within their address's cap for the day (counted if so).
 */
const takeFromCap = (deps: CountDeps, ownerId: string, viewer: Viewer, day: string, salt: string) =>
  ownerId !== viewer.accountId && deps.cap.take(day, addressHash(salt, viewer.address, ownerId));

/** Counts a view of a page whose owner is known (a page the server answered), as the rules say. */
export async function countView(
  deps: CountDeps,
  ownerId: string,
  view: InsightView,
  viewer: Viewer,
  now: Date,
): Promise<void> {
  if (!counts(view, viewer)) return;
  const day = dayOf(now);
  // Awaited only in the day's first moment: a view otherwise waits for nothing.
  const salt = heldSalt(day) ?? (await saltOf(deps.db, day));
  if (!takeFromCap(deps, ownerId, viewer, day, salt)) return;
  deps.counter.addView({
    ownerId,
    day,
    subjectKind: view.kind,
    subjectId: view.id,
    language: view.language,
    referrer: referringHost(view.referrer, deps.ownHost) ?? '',
    source: sourceName(view.source),
  });
  if (!viewer.optedOut)
    deps.counter.addVisitor({
      ownerId,
      day,
      visitor: visitorHash(salt, viewer.address, viewer.userAgent, ownerId),
    });
}

/**
 * Counts a service's request form begun, by the rules of its views: never a script's or the
 * seller's own, and within the address's cap on the seller's figures for the day.
 */
export async function recordRequestFormOpened(
  deps: CountDeps,
  { serviceId }: InsightRequestForm,
  viewer: Viewer,
  now: Date,
): Promise<void> {
  if (!isPerson(viewer)) return;
  const ownerId = await ownerOfPage(deps.db, 'service', serviceId);
  if (!ownerId) return;
  const day = dayOf(now);
  const salt = heldSalt(day) ?? (await saltOf(deps.db, day));
  if (!takeFromCap(deps, ownerId, viewer, day, salt)) return;
  deps.counter.add({
    ownerId,
    day,
    subjectKind: 'service',
    subjectId: serviceId,
    measure: 'requestFormOpened',
    dimension: '',
  });
}
