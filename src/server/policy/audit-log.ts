import type { Database } from '#server/db/client';
import { auditEvents, type AuditEventKind } from '#server/db/schema/index';

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

/** Appends events to the audit log in one statement; pass the transaction of the action they record. */
export async function recordAuditEvents(db: Database, events: readonly AuditEvent[]) {
  if (events.length === 0) return;
  await db.insert(auditEvents).values(
    events.map((event) => ({
      kind: event.kind,
      actorUserId: event.actorUserId ?? null,
      targetUserId: event.targetUserId ?? null,
      ipAddress: event.ipAddress ?? null,
      detail: event.detail ?? {},
    })),
  );
}

/** Appends one event to the audit log; pass the transaction of the action it records. */
export const recordAuditEvent = (db: Database, event: AuditEvent) => recordAuditEvents(db, [event]);
