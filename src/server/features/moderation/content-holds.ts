import { desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { heldContentListSchema } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { profiles, projects, services } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { describeTargets } from './content-refs';
import { resolvePendingReports } from './reports';
import { requirePower, requirePowerOver } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;
export type HeldType = 'project' | 'service';

// A project's hold hides it by `published`, a service's by `active`: the flags every listing, search
// and count already filter on, so a held item disappears everywhere without another condition.
const TABLES = {
  project: { table: projects, shown: projects.published, ownerProfile: projects.ownerId },
  service: { table: services, shown: services.active, ownerProfile: services.profileId },
} as const;

const AUDIT_KINDS = {
  project: { hold: 'project_unpublished', lift: 'project_republished' },
  service: { hold: 'service_deactivated', lift: 'service_reactivated' },
} as const;

// The Content tab shows as many as the Reports tab (docs/product/limits.md, Lists).
const HELD_LIST_LIMIT = 200;

const NOT_FOUND = { project: 'projectNotFound', service: 'serviceNotFound' } as const;
const NOT_OWNER = { project: 'notProjectOwner', service: 'serviceNotOwner' } as const;

/** The held item's owner and state, or 404. */
export async function findHoldable(db: Database, type: HeldType, id: string) {
  const { table, shown, ownerProfile } = TABLES[type];
  const [row] = await db
    .select({ id: table.id, ownerUserId: profiles.userId, shown, heldAt: table.heldAt })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, ownerProfile))
    .where(eq(table.id, id));
  if (!row) throw new AppError('not_found', NOT_FOUND[type]);
  return row;
}

type Change = { shown: boolean; hold?: { heldReason: string | null; heldAt: Date | SQL | null } };

/** Shows or hides the item, and sets or clears its hold when given. */
async function change(db: Database, type: HeldType, id: string, { shown, hold }: Change) {
  if (type === 'project') {
    await db
      .update(projects)
      .set({ published: shown, ...hold })
      .where(eq(projects.id, id));
  } else {
    await db
      .update(services)
      .set({ active: shown, ...hold })
      .where(eq(services.id, id));
  }
}

/**
 * Unpublishes a project or deactivates a service for a reason its owner reads on its page; the
 * pending reports on it are resolved in the same transaction. Holding it again replaces the reason.
 */
export async function holdContent(
  context: Context,
  actor: Actor,
  type: HeldType,
  id: string,
  reason: string,
) {
  const item = await findHoldable(context.db, type, id);
  await requirePowerOver(context.db, actor.userId, 'moderateContent', item.ownerUserId);
  await context.db.transaction(async (tx) => {
    await change(tx, type, id, { shown: false, hold: { heldReason: reason, heldAt: sql`now()` } });
    await recordAuditEvent(tx, {
      kind: AUDIT_KINDS[type].hold,
      actorUserId: actor.userId,
      targetUserId: item.ownerUserId,
      ipAddress: actor.ipAddress,
      detail: { contentType: type, contentId: id, reason },
    });
    const target = { type, id };
    const targetRef = (await describeTargets(tx, [target]))(target);
    await resolvePendingReports({ ...context, db: tx }, actor, target, targetRef);
  });
}

/**
 * Puts a held item back. Staff may (with the power and the rank rule); so may its owner, once they
 * have fixed it (decision 32): the audit log records who lifted it, so staff can look again.
 */
export async function liftHold(db: Database, actor: Actor, type: HeldType, id: string) {
  const item = await findHoldable(db, type, id);
  if (item.ownerUserId !== actor.userId) {
    await requirePowerOver(db, actor.userId, 'moderateContent', item.ownerUserId);
  }
  if (!item.heldAt) throw new AppError('conflict', 'contentNotHeld');
  await db.transaction(async (tx) => {
    await change(tx, type, id, { shown: true, hold: { heldReason: null, heldAt: null } });
    await recordAuditEvent(tx, {
      kind: AUDIT_KINDS[type].lift,
      actorUserId: actor.userId,
      targetUserId: item.ownerUserId,
      ipAddress: actor.ipAddress,
      detail: { contentType: type, contentId: id },
    });
  });
}

/**
 * The owner hides or shows their own project or service (deactivating keeps a service's requests and
 * reviews, unlike deleting it). Showing a held one lifts the hold.
 */
export async function setShownByOwner(
  db: Database,
  actor: Actor,
  type: HeldType,
  id: string,
  shown: boolean,
) {
  const item = await findHoldable(db, type, id);
  if (item.ownerUserId !== actor.userId) throw new AppError('forbidden', NOT_OWNER[type]);
  if (shown && item.heldAt) return liftHold(db, actor, type, id);
  await change(db, type, id, { shown });
}

/** The Content tab: what staff have taken down and not yet put back, latest first. */
export async function listHeldContent(
  db: Database,
  actorId: string,
): Promise<z.infer<typeof heldContentListSchema>> {
  await requirePower(db, actorId, 'moderateContent');
  const heldOf = (type: HeldType) => {
    const { table } = TABLES[type];
    return db
      .select({ id: table.id, reason: table.heldReason, heldAt: table.heldAt })
      .from(table)
      .where(isNotNull(table.heldAt))
      .orderBy(desc(table.heldAt))
      .limit(HELD_LIST_LIMIT);
  };
  const [heldProjects, heldServices] = await Promise.all([heldOf('project'), heldOf('service')]);
  const items = [
    ...heldProjects.map((row) => ({ ...row, type: 'project' as const })),
    ...heldServices.map((row) => ({ ...row, type: 'service' as const })),
  ]
    .flatMap((row) => (row.reason && row.heldAt ? [{ ...row, reason: row.reason, heldAt: row.heldAt }] : []))
    .sort((a, b) => b.heldAt.getTime() - a.heldAt.getTime())
    .slice(0, HELD_LIST_LIMIT);
  const targetOf = await describeTargets(db, items);
  return items.map((item) => ({
    type: item.type,
    id: item.id,
    target: targetOf(item),
    reason: item.reason,
    heldAt: item.heldAt.toISOString(),
  }));
}
