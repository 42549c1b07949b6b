import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_REQUEST_STATUSES } from '#shared/constants';
import { ownedByUser } from './auth';
import { createdAt, id, lengthBetween, money, oneOf, timestamptz, updatedAt } from './columns';
import { profileIdColumn } from './profiles';
import { services } from './services';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sellerProfileId: profileIdColumn('seller_profile_id'),
    requesterId: ownedByUser('requester_id'),
    description: text('description').notNull(),
    budget: money('budget'),
    deadline: date('deadline', { mode: 'string' }),
    selectedContactMethod: text('selected_contact_method').notNull(),
    contactInfo: text('contact_info').notNull(),
    selectedPaymentMethod: text('selected_payment_method'),
    status: text('status').notNull().default('pending'),
    /** Rounds of changes the requester asked for on deliveries. */
    revisionCount: integer('revision_count').notNull().default(0),
    /** The thread's last news (a message, a quote, a delivery, a status) and who made it. */
    activityAt: timestamptz('activity_at').notNull().defaultNow(),
    activityBy: uuid('activity_by'),
    /** When each side last opened the workspace: news after it is unread (the requests badge). */
    sellerReadAt: timestamptz('seller_read_at'),
    requesterReadAt: timestamptz('requester_read_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_requests_description_length', lengthBetween(table.description, 1, 2000)),
    check('service_requests_contact_info_length', lengthBetween(table.contactInfo, 1, 200)),
    check('service_requests_budget_nonnegative', sql`${table.budget} >= 0`),
    check('service_requests_status', oneOf(table.status, SERVICE_REQUEST_STATUSES)),
    check('service_requests_revision_count', sql`${table.revisionCount} >= 0`),
    index('service_requests_seller_created_idx').on(table.sellerProfileId, table.createdAt.desc()),
    index('service_requests_seller_pending_idx')
      .on(table.sellerProfileId)
      .where(sql`${table.status} = 'pending'`),
    index('service_requests_requester_created_idx').on(table.requesterId, table.createdAt.desc()),
    index('service_requests_service_id_idx').on(table.serviceId),
  ],
);
