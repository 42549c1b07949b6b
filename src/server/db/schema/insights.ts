import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ownedByUser } from './auth';
import { oneOf } from './columns';

// A creator's insights (docs/decisions/0072-insights-without-cookies.md): counts by day, and for the
// day's unique visitors a salted hash a day long. No column here holds an address, a user agent or
// an account of whoever looked: a test reads every column's name and type to keep it so.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * What was looked at: a member's profile, one of their projects or services, or all of them (the
 * day's visitors, and where visits came from and in which language).
 */
export const INSIGHT_SUBJECT_KINDS = ['owner', 'profile', 'project', 'service'] as const;
export type InsightSubjectKind = (typeof INSIGHT_SUBJECT_KINDS)[number];

/**
 * What is counted of it: views; the day's unique visitors, once the day's hashes are counted;
 * where visits came from (a referring site's host, `utm_source`) and in which language; a service's
 * request form begun. What else a visit led to (a request sent, a message, a follow) is read from
 * those rows themselves.
 */
export const INSIGHT_MEASURES = [
  'view',
  'visitors',
  'referrer',
  'source',
  'language',
  'requestFormOpened',
] as const;
export type InsightMeasure = (typeof INSIGHT_MEASURES)[number];

/**
 * One figure of a member's insights on a day (UTC). Each process adds its counts set by set; every
 * process's additions land on the same row (the key), so any number of them add up.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    ownerId: ownedByUser('owner_id'),
    day: date('day', { mode: 'string' }).notNull(),
    subjectKind: text('subject_kind', { enum: INSIGHT_SUBJECT_KINDS }).notNull(),
    /** The profile's account, the project's or the service's id; the owner's account for 'owner'. */
    subjectId: uuid('subject_id').notNull(),
    measure: text('measure', { enum: INSIGHT_MEASURES }).notNull(),
    /** The referring host, the source or the language; empty for views and visitors. */
    dimension: text('dimension').notNull().default(''),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    // The Insights page reads one measure of a member's over a period: the key leads with both, so
    // each read is a range of it.
    primaryKey({
      name: 'insight_counts_pkey',
      columns: [table.ownerId, table.measure, table.day, table.subjectKind, table.subjectId, table.dimension],
    }),
    check('insight_counts_subject_kind', oneOf(table.subjectKind, INSIGHT_SUBJECT_KINDS)),
    check('insight_counts_measure', oneOf(table.measure, INSIGHT_MEASURES)),
    check('insight_counts_dimension_length', sql`char_length(${table.dimension}) <= 100`),
    check('insight_counts_count_positive', sql`${table.count} > 0`),
  ],
);

/**
 * The day's visitors of a member's pages, each as a hash of their address, their browser's user
 * agent, the member and the day's salt: each counted into `insight_counts` as it is first stored, and
 * kept only to know a visitor seen already that day; deleted the day after. Without the salt,
 * thrown away after its day, no hash leads back to anyone.
 */
export const insightVisitors = pgTable(
  'insight_visitors',
  {
    ownerId: ownedByUser('owner_id'),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: bytea('visitor').notNull(),
  },
  (table) => [
    primaryKey({ name: 'insight_visitors_pkey', columns: [table.ownerId, table.day, table.visitor] }),
  ],
);

/** Each day's salt, shared by every process while the day lasts, deleted after it. */
export const insightSalts = pgTable('insight_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});
