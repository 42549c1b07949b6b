import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  MESSAGE_MAX_LENGTH,
  MILESTONE_STATUSES,
  MILESTONE_TITLE_MAX_LENGTH,
  QUOTE_MILESTONES_MAX,
  QUOTE_STATUSES,
  REQUEST_ENTRY_KINDS,
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_NAME_MAX_LENGTH,
  REQUEST_FILE_TYPES,
} from '#shared/constants';
import { authoredByUser } from './auth';
import { createdAt, id, lengthBetween, money, oneOf, timestamptz } from './columns';
import { serviceRequests } from './service-requests';

// A request's workspace (docs/decisions/0051): one thread of messages and events, the files attached
// to them, the seller's quotes with their milestones, and the deliveries. Every row goes with its
// request.

const requestIdColumn = () =>
  uuid('request_id')
    .notNull()
    .references(() => serviceRequests.id, { onDelete: 'cascade' });

/** What an event entry points at; a message has none. */
export type RequestEntryDetail = {
  from?: string;
  to?: string;
  quoteId?: string;
  deliveryId?: string;
  milestoneId?: string | null;
};

export const requestEntries = pgTable(
  'request_entries',
  {
    id: id(),
    requestId: requestIdColumn(),
    // The other side keeps the thread when an author deletes their account.
    authorId: authoredByUser('author_id'),
    kind: text('kind').notNull(),
    /** A message's text, a delivery's note, what a request for changes asks. */
    body: text('body'),
    detail: jsonb('detail').$type<RequestEntryDetail>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check('request_entries_kind', oneOf(table.kind, REQUEST_ENTRY_KINDS)),
    check('request_entries_body_length', lengthBetween(table.body, 1, MESSAGE_MAX_LENGTH)),
    // NULLS FIRST is what ORDER BY ... DESC means (see messages_conversation_created_idx).
    index('request_entries_request_created_idx').on(
      table.requestId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('request_entries_author_id_idx').on(table.authorId),
  ],
);

export const requestFiles = pgTable(
  'request_files',
  {
    id: id(),
    requestId: requestIdColumn(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => requestEntries.id, { onDelete: 'cascade' }),
    uploaderId: authoredByUser('uploader_id'),
    /** The name it was sent with, cleaned: only ever shown, and offered as the download's name. */
    fileName: text('file_name').notNull(),
    /** Found from the file's first bytes, never from its name or the browser's word. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Where storage keeps it, in a folder never served at a public URL. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('request_files_name_length', lengthBetween(table.fileName, 1, REQUEST_FILE_NAME_MAX_LENGTH)),
    check('request_files_content_type', oneOf(table.contentType, REQUEST_FILE_TYPES)),
    check(
      'request_files_byte_size',
      sql`${table.byteSize} between 1 and ${sql.raw(String(REQUEST_FILE_MAX_BYTES))}`,
    ),
    index('request_files_request_id_idx').on(table.requestId),
    index('request_files_entry_id_idx').on(table.entryId),
    index('request_files_uploader_id_idx').on(table.uploaderId),
  ],
);

export const requestQuotes = pgTable(
  'request_quotes',
  {
    id: id(),
    requestId: requestIdColumn(),
    price: money('price').notNull(),
    currency: text('currency').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('proposed'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check('request_quotes_status', oneOf(table.status, QUOTE_STATUSES)),
    check('request_quotes_price', sql`${table.price} > 0`),
    check('request_quotes_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    // At most one quote waits for an answer, and at most one is agreed, per request.
    uniqueIndex('request_quotes_one_proposed_key')
      .on(table.requestId)
      .where(sql`${table.status} = 'proposed'`),
    uniqueIndex('request_quotes_one_accepted_key')
      .on(table.requestId)
      .where(sql`${table.status} = 'accepted'`),
    index('request_quotes_request_id_idx').on(table.requestId, table.createdAt.desc()),
  ],
);

export const requestMilestones = pgTable(
  'request_milestones',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => requestQuotes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    amount: money('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('open'),
  },
  (table) => [
    check('request_milestones_status', oneOf(table.status, MILESTONE_STATUSES)),
    check('request_milestones_title_length', lengthBetween(table.title, 1, MILESTONE_TITLE_MAX_LENGTH)),
    check('request_milestones_amount', sql`${table.amount} > 0`),
    check(
      'request_milestones_position',
      sql`${table.position} between 1 and ${sql.raw(String(QUOTE_MILESTONES_MAX))}`,
    ),
    uniqueIndex('request_milestones_quote_position_key').on(table.quoteId, table.position),
  ],
);

export const requestDeliveries = pgTable(
  'request_deliveries',
  {
    id: id(),
    requestId: requestIdColumn(),
    /** The thread's entry that carries the delivery's note and files. */
    entryId: uuid('entry_id')
      .notNull()
      .references(() => requestEntries.id, { onDelete: 'cascade' }),
    /** The milestone delivered, or none for the delivery of the whole request. */
    milestoneId: uuid('milestone_id').references(() => requestMilestones.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('submitted'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    check('request_deliveries_status', oneOf(table.status, DELIVERY_STATUSES)),
    index('request_deliveries_request_id_idx').on(table.requestId, table.createdAt.desc()),
    index('request_deliveries_entry_id_idx').on(table.entryId),
    index('request_deliveries_milestone_id_idx').on(table.milestoneId),
  ],
);
