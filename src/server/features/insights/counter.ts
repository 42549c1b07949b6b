import { sql } from 'drizzle-orm';
import type { InsightPageKind } from '#shared/schemas/insights';
import type { Database } from '#server/db/client';
import {
  insightCounts,
  insightVisitors,
  type InsightMeasure,
  type InsightSubjectKind,
} from '#server/db/schema/index';

/** One figure to add to: a member's, on a day, of a page or of all their pages. */
type CountKey = {
  ownerId: string;
  day: string;
  subjectKind: InsightSubjectKind;
  subjectId: string;
  measure: InsightMeasure;
  dimension: string;
};
/**
 * A page shown, held as one entry until the flush expands it into its figures: the page's views,
 * and the member's by language, referring host and campaign ('' for none).
 */
export type ViewKey = {
  ownerId: string;
  day: string;
  subjectKind: InsightPageKind;
  subjectId: string;
  language: string;
  referrer: string;
  source: string;
};
/** `visitor` is visitorHash's hex. */
type VisitorKey = { ownerId: string; day: string; visitor: string };

const COUNT_KEY = [
  insightCounts.ownerId,
  insightCounts.day,
  insightCounts.subjectKind,
  insightCounts.subjectId,
  insightCounts.measure,
  insightCounts.dimension,
];
/** The same key as the names an `on conflict` of hand-written SQL lists. */
const countKeyNames = sql.join(
  COUNT_KEY.map((column) => sql.identifier(column.name)),
  sql`, `,
);

// How often a process writes what it counted: a crash loses this much at most (the privacy page
// says so), and a public page's view costs its request no write.
export const INSIGHTS_FLUSH_MS = 10_000;
// Rows a statement writes at most: a flush of a busy process is a few statements, not one huge one.
const ROWS_PER_STATEMENT = 1_000;
const VISITORS_PER_STATEMENT = 5_000;
// What a process holds between flushes at most; past it, views wait for the next flush to be
// counted no more (a flood, which the cap per address has not stopped, spends memory no further).
const HELD_MAX = 200_000;
const DAY_MS = 24 * 60 * 60 * 1000;
// Visitors a process remembers having stored, today's and yesterday's: enough for a busy day's
// returning visitors, about 30 MB at most; past it, a visitor is sent again, as before it was held.
const STORED_REMEMBERED_MAX = 200_000;

const countId = (key: CountKey) =>
  `${key.ownerId}|${key.day}|${key.subjectKind}|${key.subjectId}|${key.measure}|${key.dimension}`;

function addTo(counts: Map<string, CountKey & { count: number }>, key: CountKey, by: number) {
  const id = countId(key);
  const held = counts.get(id);
  if (held) held.count += by;
  else counts.set(id, { ...key, count: by });
}

/**
 * A view's figures: its page's views, and of all the member's pages at once, where visits came from
 * and in which language (the Insights page reads them so, and a row a page would multiply what a
 * flush writes and a read sums).
 */
function addViewTo(counts: Map<string, CountKey & { count: number }>, view: ViewKey & { count: number }) {
  const { ownerId, day, subjectKind, subjectId, count } = view;
  addTo(counts, { ownerId, day, subjectKind, subjectId, measure: 'view', dimension: '' }, count);
  const ofAll = { ownerId, day, subjectKind: 'owner', subjectId: ownerId } as const;
  addTo(counts, { ...ofAll, measure: 'language', dimension: view.language }, count);
  if (view.referrer) addTo(counts, { ...ofAll, measure: 'referrer', dimension: view.referrer }, count);
  if (view.source) addTo(counts, { ...ofAll, measure: 'source', dimension: view.source }, count);
}

/**
 * Counts gathered in the process and written set by set every ten seconds
 * (docs/decisions/0072-insights-without-cookies.md): each flush adds its counts to the rows of the
 * day, so processes counting at once add up, and stores each day's visitors once.
 */
export class InsightCounter {
  private counts = new Map<string, CountKey & { count: number }>();
  /**
   * Views as one entry each, not four figures: a view costs the page that answered it one key and
   * one lookup, and the flush expands them (docs/performance.md, Insights).
   */
  private views = new Map<string, ViewKey & { count: number }>();
  private visitors = new Map<string, VisitorKey>();
  /**
   * The visitors stored by this process's flushes, by day, keyed as `visitors` is: a visitor coming
   * back the same day is not sent again, where each would be a conflict PostgreSQL checks
   * (docs/performance.md, Insights). Only the hashes the table holds that day, and forgotten with it.
   */
  private stored = new Map<string, Set<string>>();
  private storedCount = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: { warn(detail: object, message: string): void },
  ) {}

  /** Adds one to a figure. */
  add(key: CountKey) {
    if (this.counts.size < HELD_MAX || this.counts.has(countId(key))) addTo(this.counts, key, 1);
    this.startTimer();
  }

  /** Adds a page shown to its figures. */
  addView(view: ViewKey) {
    const id = `${view.ownerId}|${view.day}|${view.subjectKind}|${view.subjectId}|${view.language}|${view.referrer}|${view.source}`;
    const held = this.views.get(id);
    if (held) held.count += 1;
    else if (this.views.size < HELD_MAX) this.views.set(id, { ...view, count: 1 });
    this.startTimer();
  }

  /** Remembers a visitor of a member's pages on a day, unless this process stored them already. */
  addVisitor(key: VisitorKey) {
    const id = `${key.ownerId}|${key.day}|${key.visitor}`;
    if (this.stored.get(key.day)?.has(id)) return;
    if (!this.visitors.has(id) && this.visitors.size < HELD_MAX) this.visitors.set(id, key);
    this.startTimer();
  }

  /** Remembers visitors a flush stored, of today and yesterday: the days the table keeps. */
  private rememberStored(visitors: [string, VisitorKey][]) {
    for (const [id, { day }] of visitors) {
      let ofDay = this.stored.get(day);
      if (!ofDay) {
        const newest = [...this.stored.keys(), day].sort().at(-1) ?? day;
        const dayBefore = new Date(Date.parse(`${newest}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
        for (const [held, ofHeld] of this.stored)
          if (held < dayBefore) {
            this.stored.delete(held);
            this.storedCount -= ofHeld.size;
          }
        if (day < dayBefore) continue;
        ofDay = new Set();
        this.stored.set(day, ofDay);
      }
      if (this.storedCount >= STORED_REMEMBERED_MAX || ofDay.has(id)) continue;
      ofDay.add(id);
      this.storedCount += 1;
    }
  }

  private startTimer() {
    // Once stopped, what is added is held, never written: the app is closing, as a crash loses it.
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, INSIGHTS_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes what is held now; flushes run one after another. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Writes what is held and stops the timer: the app is closing. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write() {
    const counts = this.counts;
    for (const view of this.views.values()) addViewTo(counts, view);
    const visitors = [...this.visitors];
    this.counts = new Map();
    this.views = new Map();
    this.visitors = new Map();
    const rows = [...counts.values()];
    try {
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
        await this.db
          .insert(insightCounts)
          .values(rows.slice(start, start + ROWS_PER_STATEMENT))
          .onConflictDoUpdate({
            target: COUNT_KEY,
            set: { count: sql`${insightCounts.count} + excluded.count` },
          });
      for (let start = 0; start < visitors.length; start += VISITORS_PER_STATEMENT) {
        const slice = visitors.slice(start, start + VISITORS_PER_STATEMENT);
        await this.writeVisitors(slice.map(([, visitor]) => visitor));
        this.rememberStored(slice);
      }
    } catch (error) {
      // Lost, as a crash would lose them: figures, never a page's answer, depend on it.
      this.log.warn({ err: error, counts: rows.length, visitors: visitors.length }, 'insights not written');
    }
  }

  /**
   * Stores the visitors not yet seen that day and adds them to the day's figure, in one statement:
   * a hash another process stored first is not returned, so no visitor counts twice, and the
   * Insights page reads each day's visitors as one row.
   */
  private async writeVisitors(visitors: VisitorKey[]) {
    // Three arrays, not a row of parameters a visitor: a flush of a busy process holds thousands.
    await this.db.execute(sql`
      with added as (
        insert into ${insightVisitors} (owner_id, day, visitor)
        select owner_id, day, decode(visitor, 'hex')
        from unnest(
          ${sql.param(visitors.map(({ ownerId }) => ownerId))}::uuid[],
          ${sql.param(visitors.map(({ day }) => day))}::date[],
          ${sql.param(visitors.map(({ visitor }) => visitor))}::text[]
        ) as held(owner_id, day, visitor)
        on conflict do nothing
        returning owner_id, day
      )
      insert into ${insightCounts} (owner_id, day, subject_kind, subject_id, measure, dimension, count)
      select owner_id, day, 'owner', owner_id, 'visitors', '', count(*) from added group by owner_id, day
      on conflict (${countKeyNames}) do update set count = ${insightCounts.count} + excluded.count`);
  }
}
