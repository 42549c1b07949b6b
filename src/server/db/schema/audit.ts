import { index, jsonb, pgTable, text, uuid, check } from 'drizzle-orm/pg-core';
import { STAFF_AUDIT_KINDS } from '#shared/schemas/moderation';
import { createdAt, id, oneOf } from './columns';

/** What the audit log records: sign-ins and account changes, and every staff action on a member. */
export const AUDIT_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'second_factor_failed',
  'password_reset',
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'account_deleted',
  // Staff actions, the Audit tab's list (shared, for its filter).
  ...STAFF_AUDIT_KINDS,
] as const;
export type AuditEventKind = (typeof AUDIT_EVENT_KINDS)[number];

/**
 * Append-only record of security-relevant events. The user ids carry no foreign key on purpose:
 * the record of what happened to an account, or what a staff member did, outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    kind: text('kind').$type<AuditEventKind>().notNull(),
    // Who acted (a member on their own account, or staff); null for a visitor.
    actorUserId: uuid('actor_user_id'),
    // Whose account or content it concerned.
    targetUserId: uuid('target_user_id'),
    ipAddress: text('ip_address'),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    check('audit_events_kind', oneOf(table.kind, AUDIT_EVENT_KINDS)),
    index('audit_events_created_at_idx').on(table.createdAt.desc()),
    index('audit_events_target_idx').on(table.targetUserId, table.createdAt.desc()),
    index('audit_events_actor_idx').on(table.actorUserId, table.createdAt.desc()),
  ],
);
