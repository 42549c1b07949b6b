import { sql } from 'drizzle-orm';
import { check, index, text, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { STAFF_REASON_MAX_LENGTH } from '#shared/schemas/moderation';
import { lengthBetween, timestamptz } from './columns';

/**
 * A staff hold on a project or a service: why staff took it down (the owner reads it on its page)
 * and when. Both or neither; lifted when the owner or staff puts it back.
 */
export const holdColumns = () => ({
  heldReason: text('held_reason'),
  heldAt: timestamptz('held_at'),
});

type HeldTable = { heldReason: ExtraConfigColumn; heldAt: ExtraConfigColumn };

/** A held row is always hidden (`shown` false), and the Content tab lists holds newest first. */
export const holdConstraints = (tableName: string, table: HeldTable, shown: AnyPgColumn) => [
  check(`${tableName}_hold_complete`, sql`(${table.heldReason} is null) = (${table.heldAt} is null)`),
  check(`${tableName}_held_is_hidden`, sql`${table.heldReason} is null or not ${shown}`),
  check(`${tableName}_held_reason_length`, lengthBetween(table.heldReason, 1, STAFF_REASON_MAX_LENGTH)),
  index(`${tableName}_held_at_idx`)
    .on(table.heldAt.desc().nullsFirst())
    .where(sql`${table.heldAt} is not null`),
];
