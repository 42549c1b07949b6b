import { z } from 'zod';
import { singleLineText } from './single-line';
import {
  DELIVERY_STATUSES,
  MESSAGE_MAX_LENGTH,
  MILESTONE_STATUSES,
  MILESTONE_TITLE_MAX_LENGTH,
  QUOTE_MILESTONES_MAX,
  QUOTE_STATUSES,
  REQUEST_ENTRY_KINDS,
  REQUEST_FILE_TYPES,
  SERVICE_REQUEST_STATUSES,
} from '../constants';
import { authorSchema } from './profiles';

// A service request's workspace, /service-requests/{id} (docs/decisions/0051): the brief, the
// status, the quote and one thread of messages and events, open to its requester and its seller
// (and to staff acting on a report, read only).

/** A thread's page: newest first on the wire, shown oldest at the top. */
export const REQUEST_ENTRY_PAGE_SIZE = 50;

// A day of the calendar that exists: Date.parse takes February 30th, which the database refuses.
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deadlineInvalid' })
  .refine(isCalendarDay, { message: 'deadlineInvalid' });
// Amounts are kept to the cent: less than one would be stored as zero.
const amount = z
  .number({ message: 'quoteAmountInvalid' })
  .min(0.01, { message: 'quoteAmountInvalid' })
  .max(1_000_000_000, { message: 'quoteAmountInvalid' });

/** POST /api/service-requests/{id}/quotes: the seller's price, date and optional milestones. */
export const quoteInputSchema = z.object({
  price: amount,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: 'currencyInvalid' }),
  deliveryDate: calendarDate,
  milestones: z
    .array(
      z.object({
        title: singleLineText()
          .min(1, { message: 'milestoneTitleRequired' })
          .max(MILESTONE_TITLE_MAX_LENGTH, { message: 'milestoneTitleTooLong' }),
        amount,
        dueDate: calendarDate,
      }),
    )
    .max(QUOTE_MILESTONES_MAX, { message: 'tooManyMilestones' })
    .default([]),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

/**
 * The text fields of a message or a delivery, sent as multipart beside up to
 * REQUEST_FILES_PER_ENTRY_MAX files named `files`. A message needs text or a file; a delivery names
 * the milestone it delivers, or none for the whole request.
 */
export const requestMessageFieldsSchema = z.object({
  body: z.string().trim().max(MESSAGE_MAX_LENGTH, { message: 'messageTooLong' }).default(''),
});
export const deliveryFieldsSchema = requestMessageFieldsSchema.extend({
  milestoneId: z.union([z.string().uuid(), z.literal('')]).default(''),
});

/** POST .../deliveries/{deliveryId}/changes: what the requester asks to change. */
export const changesInputSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, { message: 'changesNoteRequired' })
    .max(MESSAGE_MAX_LENGTH, { message: 'messageTooLong' }),
});

export const requestWorkspaceParamsSchema = z.object({ requestId: z.string().uuid() });
export const quoteParamsSchema = requestWorkspaceParamsSchema.extend({ quoteId: z.string().uuid() });
export const deliveryParamsSchema = requestWorkspaceParamsSchema.extend({ deliveryId: z.string().uuid() });
export const requestFileParamsSchema = requestWorkspaceParamsSchema.extend({ fileId: z.string().uuid() });
export const requestEntriesQuerySchema = z.object({ before: z.string().max(200).optional() });

export const milestoneSchema = z.object({
  id: z.string().uuid(),
  position: z.number().int(),
  title: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  status: z.enum(MILESTONE_STATUSES),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const quoteSchema = z.object({
  id: z.string().uuid(),
  price: z.number(),
  currency: z.string(),
  deliveryDate: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
  milestones: z.array(milestoneSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const requestFileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  contentType: z.enum(REQUEST_FILE_TYPES),
  size: z.number().int(),
  /** Where the two sides (and staff on a report) download it: the API, never a public address. */
  path: z.string(),
});
export type RequestFile = z.infer<typeof requestFileSchema>;

export const requestEntrySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(REQUEST_ENTRY_KINDS),
  /** Null once the author's account is gone. */
  author: authorSchema.nullable(),
  mine: z.boolean(),
  body: z.string().nullable(),
  createdAt: z.string(),
  files: z.array(requestFileSchema),
  /** A status entry: from and to. */
  status: z
    .object({ from: z.enum(SERVICE_REQUEST_STATUSES), to: z.enum(SERVICE_REQUEST_STATUSES) })
    .nullable(),
  /** A quote entry and its answers: the quote as it stands now. */
  quote: quoteSchema.nullable(),
  /** A delivery entry and its answers: the delivery as it stands now. */
  delivery: z
    .object({
      id: z.string().uuid(),
      status: z.enum(DELIVERY_STATUSES),
      /** The milestone delivered; null for the whole request. */
      milestone: z
        .object({ id: z.string().uuid(), position: z.number().int(), title: z.string() })
        .nullable(),
    })
    .nullable(),
});
export type RequestEntry = z.infer<typeof requestEntrySchema>;

export const requestEntryPageSchema = z.object({
  items: z.array(requestEntrySchema),
  nextCursor: z.string().nullable(),
});
export type RequestEntryPage = z.infer<typeof requestEntryPageSchema>;

/**
 * Why the viewer may not write in the thread; null when they may. A rejected or completed request
 * stays open for messages (thanks, a last file), so no status closes it.
 */
export const WORKSPACE_REFUSALS = ['blocked', 'accountGone', 'staffReadOnly'] as const;

/** GET /api/service-requests/{id}: everything the workspace shows, with the thread's newest page. */
export const requestWorkspaceSchema = z.object({
  id: z.string().uuid(),
  viewer: z.enum(['seller', 'requester', 'staff']),
  service: z.object({
    id: z.string().uuid(),
    title: z.string(),
    price: z.number().nullable(),
    currency: z.string(),
  }),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  description: z.string(),
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  contact: z.object({ method: z.string(), info: z.string(), paymentMethod: z.string().nullable() }),
  createdAt: z.string(),
  revisionCount: z.number().int(),
  requester: authorSchema.nullable(),
  seller: authorSchema.nullable(),
  /** The quote waiting for an answer, else the agreed one, else none. */
  quote: quoteSchema.nullable(),
  /** The requester's review, once written. */
  reviewId: z.string().uuid().nullable(),
  writeRefusal: z.enum(WORKSPACE_REFUSALS).nullable(),
  entries: requestEntryPageSchema,
});
export type RequestWorkspace = z.infer<typeof requestWorkspaceSchema>;

/** GET /api/service-requests/news-count: requests with news for the viewer (the top bar's badge). */
export const requestNewsCountSchema = z.object({ count: z.number().int().nonnegative() });
