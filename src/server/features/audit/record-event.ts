import type { Database } from '../../db/client';
import { auditEvents, type AuditEventKind } from '../../db/schema/index';

/** Who is acting and from where, as the audit log records it. */
export type Actor = { userId: string; ipAddress: string };

export type AuditEvent = {
  kind: AuditEventKind;
  actorUserId?: string | null;
  targetUserId?: string | null;
  ipAddress?: string | null;
  /** Ids and names of what was acted on; never a secret, a password or a token. */
  detail?: Record<string, string>;
};

/** Appends one event to the audit log; pass the transaction of the action it records. */
export async function recordAuditEvent(db: Database, event: AuditEvent) {
  await db.insert(auditEvents).values({
    kind: event.kind,
    actorUserId: event.actorUserId ?? null,
    targetUserId: event.targetUserId ?? null,
    ipAddress: event.ipAddress ?? null,
    detail: event.detail ?? {},
  });
}
