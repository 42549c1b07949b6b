import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DELIVERY_STATUSES,
  MILESTONE_STATUSES,
  QUOTE_STATUSES,
  REQUEST_ENTRY_KINDS,
  REQUEST_FILE_TYPES,
  SERVICE_REQUEST_STATUSES,
} from '#shared/constants';
import {
  REQUEST_ENTRY_PAGE_SIZE,
  type Quote,
  type RequestEntry,
  type RequestEntryPage,
  type RequestFile,
} from '#shared/schemas/request-workspace';
import type { Database } from '#server/db/client';
import { afterCursor, cursorTimeOf, toPage, type PageCursor } from '#server/db/pagination';
import {
  profiles,
  requestDeliveries,
  requestEntries,
  requestFiles,
  requestMilestones,
  requestQuotes,
} from '#server/db/schema/index';

// The thread of a request (docs/decisions/0051): keyset pages newest first, and each page's
// files, quotes (with their milestones) and deliveries read in one query each, by the ids the
// page names, whatever its size: a page costs the same few queries at any depth.

type EntryRow = typeof requestEntries.$inferSelect;
type AuthorColumns = { handle: string | null; displayName: string | null; avatarUrl: string | null };
/** An entry as read, with its author's profile (null once gone). */
export type EntryWithAuthor = { entry: EntryRow; author: AuthorColumns | null };

/** A value of a fixed list, or null for anything else (an entry's detail is only ever ours, but is JSON). */
const oneOf = <Value extends string>(values: readonly Value[], value: unknown): Value | null =>
  values.find((each) => each === value) ?? null;

const unique = (values: Array<string | null | undefined>) => [
  ...new Set(values.filter((value): value is string => typeof value === 'string')),
];

// A profile without a handle (onboarding unfinished) shows as nobody, as a gone one does.
const authorOf = (author: AuthorColumns | null) =>
  author?.handle
    ? { handle: author.handle, displayName: author.displayName, avatarUrl: author.avatarUrl }
    : null;

/** Where a file is downloaded: the workspace's API, with its own check, never a storage address. */
export const requestFilePath = (requestId: string, fileId: string) =>
  `/api/service-requests/${requestId}/files/${fileId}`;

/** The quotes with these ids, each with its milestones in order: two queries. */
export async function loadQuotes(db: Database, quoteIds: string[]): Promise<Map<string, Quote>> {
  if (quoteIds.length === 0) return new Map();
  const [quotes, milestones] = await Promise.all([
    db.select().from(requestQuotes).where(inArray(requestQuotes.id, quoteIds)),
    db
      .select()
      .from(requestMilestones)
      .where(inArray(requestMilestones.quoteId, quoteIds))
      .orderBy(asc(requestMilestones.position)),
  ]);
  return new Map(
    quotes.map((quote) => [
      quote.id,
      {
        id: quote.id,
        price: quote.price,
        currency: quote.currency,
        deliveryDate: quote.deliveryDate,
        status: oneOf(QUOTE_STATUSES, quote.status) ?? 'proposed',
        createdAt: quote.createdAt.toISOString(),
        milestones: milestones
          .filter((milestone) => milestone.quoteId === quote.id)
          .map((milestone) => ({
            id: milestone.id,
            position: milestone.position,
            title: milestone.title,
            amount: milestone.amount,
            dueDate: milestone.dueDate,
            status: oneOf(MILESTONE_STATUSES, milestone.status) ?? 'open',
          })),
      },
    ]),
  );
}

async function loadDeliveries(db: Database, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return new Map<string, NonNullable<RequestEntry['delivery']>>();
  const rows = await db
    .select({
      id: requestDeliveries.id,
      status: requestDeliveries.status,
      milestoneId: requestMilestones.id,
      position: requestMilestones.position,
      title: requestMilestones.title,
    })
    .from(requestDeliveries)
    .leftJoin(requestMilestones, eq(requestMilestones.id, requestDeliveries.milestoneId))
    .where(inArray(requestDeliveries.id, deliveryIds));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: oneOf(DELIVERY_STATUSES, row.status) ?? 'submitted',
        milestone:
          row.milestoneId && row.position !== null && row.title !== null
            ? { id: row.milestoneId, position: row.position, title: row.title }
            : null,
      },
    ]),
  );
}

async function loadFiles(db: Database, entryIds: string[]) {
  const byEntry = new Map<string, RequestFile[]>();
  if (entryIds.length === 0) return byEntry;
  const rows = await db
    .select()
    .from(requestFiles)
    .where(inArray(requestFiles.entryId, entryIds))
    .orderBy(asc(requestFiles.createdAt), asc(requestFiles.id));
  for (const row of rows) {
    const files = byEntry.get(row.entryId) ?? [];
    files.push({
      id: row.id,
      name: row.fileName,
      contentType: oneOf(REQUEST_FILE_TYPES, row.contentType) ?? 'application/zip',
      size: row.byteSize,
      path: requestFilePath(row.requestId, row.id),
    });
    byEntry.set(row.entryId, files);
  }
  return byEntry;
}

/** Entries as the thread shows them, each with its files, its quote and its delivery as they stand now. */
export async function toEntries(
  db: Database,
  viewerId: string,
  rows: EntryWithAuthor[],
): Promise<RequestEntry[]> {
  const details = rows.map(({ entry }) => entry.detail);
  const [files, quotes, deliveries] = await Promise.all([
    loadFiles(
      db,
      rows.map(({ entry }) => entry.id),
    ),
    loadQuotes(db, unique(details.map((detail) => detail.quoteId))),
    loadDeliveries(db, unique(details.map((detail) => detail.deliveryId))),
  ]);
  return rows.map(({ entry, author }) => {
    const { detail } = entry;
    const from = oneOf(SERVICE_REQUEST_STATUSES, detail.from);
    const to = oneOf(SERVICE_REQUEST_STATUSES, detail.to);
    return {
      id: entry.id,
      kind: oneOf(REQUEST_ENTRY_KINDS, entry.kind) ?? 'message',
      author: authorOf(author),
      mine: entry.authorId === viewerId,
      body: entry.body,
      createdAt: entry.createdAt.toISOString(),
      files: files.get(entry.id) ?? [],
      status: entry.kind === 'status' && from && to ? { from, to } : null,
      quote: (detail.quoteId && quotes.get(detail.quoteId)) || null,
      delivery: (detail.deliveryId && deliveries.get(detail.deliveryId)) || null,
    };
  });
}

const entryColumns = {
  entry: requestEntries,
  id: requestEntries.id,
  cursorTime: cursorTimeOf(requestEntries.createdAt),
  author: { handle: profiles.handle, displayName: profiles.displayName, avatarUrl: profiles.avatarUrl },
};

/** A page of the thread, newest first; the index on (request, created_at, id) serves any depth alike. */
export async function listEntries(
  db: Database,
  viewerId: string,
  requestId: string,
  cursor: PageCursor | undefined,
): Promise<RequestEntryPage> {
  const rows = await db
    .select(entryColumns)
    .from(requestEntries)
    .leftJoin(profiles, eq(profiles.userId, requestEntries.authorId))
    .where(
      and(
        eq(requestEntries.requestId, requestId),
        cursor ? afterCursor(requestEntries.createdAt, requestEntries.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(requestEntries.createdAt), desc(requestEntries.id))
    .limit(REQUEST_ENTRY_PAGE_SIZE + 1);
  const page = toPage(rows, (row) => row, REQUEST_ENTRY_PAGE_SIZE);
  return { items: await toEntries(db, viewerId, page.items), nextCursor: page.nextCursor };
}

/** One entry just written, as its author's answer shows it. */
export async function entryOf(db: Database, viewerId: string, entry: EntryRow): Promise<RequestEntry> {
  const [author] = entry.authorId
    ? await db.select(entryColumns.author).from(profiles).where(eq(profiles.userId, entry.authorId))
    : [];
  const [shown] = await toEntries(db, viewerId, [{ entry, author: author ?? null }]);
  if (!shown) throw new Error('entry not shown');
  return shown;
}
