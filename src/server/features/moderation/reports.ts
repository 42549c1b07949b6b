import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTS_LIST_LIMIT, type REPORT_STATUSES } from '#shared/constants';
import type { ReportListQuery, reportListSchema } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { profiles, reports } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { recordAuditEvent, recordAuditEvents, type Actor } from '#server/policy/audit-log';
import type { JobWorker } from '#server/jobs/job-queue';
import { notify } from '#server/features/notifications/index';
import { unitOfWork } from '#server/jobs/unit-of-work';
import { describeTargets, type ContentRef, type TargetType } from './content-refs';
import { requirePower } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

type ReportStatus = (typeof REPORT_STATUSES)[number];
type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

const PENDING: ReportStatus[] = ['open', 'reviewing'];

/**
 * The Reports tab: the latest 200 (docs/product/limits.md, Lists), by status and target type, with what
 * they point at.
 */
export async function listReports(
  db: Database,
  actorId: string,
  query: ReportListQuery,
): Promise<z.infer<typeof reportListSchema>> {
  await requirePower(db, actorId, 'viewReports');
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(reports.status, query.status));
  if (query.targetType) conditions.push(eq(reports.targetType, query.targetType));
  const rows = await db
    .select({
      report: reports,
      reporter: {
        handle: sql<string | null>`${profiles.handle}`,
        displayName: sql<string | null>`${profiles.displayName}`,
      },
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.userId, reports.reporterId))
    .where(and(...conditions))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(REPORTS_LIST_LIMIT);
  const targetOf = await describeTargets(
    db,
    rows.map(({ report }) => ({ type: report.targetType as TargetType, id: report.targetId })),
  );
  return rows.map(({ report, reporter }) => ({
    id: report.id,
    reporter: { userId: report.reporterId, ...reporter },
    targetType: report.targetType as TargetType,
    targetId: report.targetId,
    target: targetOf({ type: report.targetType as TargetType, id: report.targetId }),
    reason: report.reason,
    details: report.details,
    status: report.status as ReportStatus,
    createdAt: report.createdAt.toISOString(),
  }));
}

/**
 * Tells the members whose reports were just resolved: queued in the action's transaction, so a
 * resolution with many reporters does not notify them one by one inside it.
 */
async function thankReporters(context: Context, reporterIds: (string | null)[], target: ContentRef) {
  const reporters = [...new Set(reporterIds)].flatMap((userId) => (userId ? [userId] : []));
  if (reporters.length === 0) return;
  await context.jobs.enqueue(context.db, 'report-thanks', {
    reporterIds: reporters,
    label: target.label ?? '',
    link: target.path ?? '/',
  });
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'report-thanks': { reporterIds: string[]; label: string; link: string };
  }
}

/** The reporters' notifications (and emails, as each chose), one job per resolution. */
export function reportThanks(context: Context): JobWorker<'report-thanks'> {
  return {
    name: 'report-thanks',
    policy: { retryLimit: 5, retryDelaySeconds: 30, leaseSeconds: 300, concurrency: 1 },
    async run({ reporterIds, label, link }) {
      // All the notices commit together, so a retry after a failure tells no one twice.
      await unitOfWork(context, async (unit) => {
        for (const userId of reporterIds) {
          await notify(unit, { userId, kind: 'reportResolved', values: { target: label }, link });
        }
      });
    },
  };
}

/**
 * Sets a report's status (staff may set any of the four, docs/product/states.md), with its audit event;
 * the reporter hears when it becomes resolved. Reopening a closed report that the reporter has since
 * filed again would make two pending reports: 409.
 */
export async function setReportStatus(
  context: Context,
  actor: Actor,
  reportId: string,
  status: ReportStatus,
) {
  const { db } = context;
  await requirePower(db, actor.userId, 'handleReports');
  await db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!report) throw new AppError('not_found', 'reportNotFound');
    if (report.status === status) return;
    const target = { type: report.targetType as TargetType, id: report.targetId };
    const targetRef = (await describeTargets(tx, [target]))(target);
    if (PENDING.includes(status) && report.reporterId) {
      const [pending] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, report.reporterId),
            eq(reports.targetType, report.targetType),
            eq(reports.targetId, report.targetId),
            inArray(reports.status, PENDING),
          ),
        );
      if (pending && pending.id !== report.id) throw new AppError('conflict', 'reportAlreadyPending');
    }
    await tx.update(reports).set({ status }).where(eq(reports.id, report.id));
    await recordAuditEvent(tx, {
      kind: 'report_status_changed',
      actorUserId: actor.userId,
      targetUserId: targetRef.owner.userId,
      ipAddress: actor.ipAddress,
      detail: { reportId: report.id, from: report.status, to: status },
    });
    if (status === 'resolved') await thankReporters({ ...context, db: tx }, [report.reporterId], targetRef);
  });
}

/**
 * Resolves every pending report on something staff just took down (Unpublish and Deactivate also
 * resolve the report, docs/product/states.md), one audit event each, and thanks the reporters.
 */
export async function resolvePendingReports(
  context: Context,
  actor: Actor,
  target: { type: TargetType; id: string },
  targetRef: ContentRef,
) {
  const pending = await context.db
    .select({ id: reports.id, reporterId: reports.reporterId, status: reports.status })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        inArray(reports.status, PENDING),
      ),
    )
    .for('update');
  if (pending.length === 0) return;
  await context.db
    .update(reports)
    .set({ status: 'resolved' })
    .where(
      inArray(
        reports.id,
        pending.map((report) => report.id),
      ),
    );
  await recordAuditEvents(
    context.db,
    pending.map((report) => ({
      kind: 'report_status_changed' as const,
      actorUserId: actor.userId,
      targetUserId: targetRef.owner.userId,
      ipAddress: actor.ipAddress,
      detail: { reportId: report.id, from: report.status, to: 'resolved' },
    })),
  );
  await thankReporters(
    context,
    pending.map((report) => report.reporterId),
    targetRef,
  );
}
