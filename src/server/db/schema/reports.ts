import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '#shared/constants';
import { authoredByUser } from './auth';
import { createdAt, id, lengthBetween, oneOf, updatedAt } from './columns';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    // Reports outlive the reporter's account: moderation history matters more than attribution.
    reporterId: authoredByUser('reporter_id'),
    targetType: text('target_type').notNull(),
    // Polymorphic (a user, project or service id), so no foreign key.
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reports_target_type', oneOf(table.targetType, REPORT_TARGET_TYPES)),
    check('reports_status', oneOf(table.status, REPORT_STATUSES)),
    check('reports_reason_length', lengthBetween(table.reason, 1, 200)),
    check('reports_details_length', lengthBetween(table.details, 0, 2000)),
    // One report in hand (open or reviewing) per reporter and target; once closed, they may report again.
    uniqueIndex('reports_pending_per_reporter_target_key')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} in ('open', 'reviewing')`),
    index('reports_created_at_idx').on(table.createdAt.desc()),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);
