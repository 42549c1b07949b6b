import { eq } from 'drizzle-orm';
import type { ReportRequestRow } from '#shared/schemas/moderation';
import type { Database } from '#server/db/client';
import { reports } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { requirePower } from '#server/policy/staff-policy';
import { listRequestsInvolving } from '#server/features/service-requests/index';

// Only a report in hand opens a request's workspace to staff (docs/decisions/0051).
const IN_HAND = new Set(['open', 'reviewing']);

/**
 * The service requests staff may open through a report, for its row in the Reports tab: those of
 * the reported service, or those the reported member sent or received. A report resolved or
 * dismissed opens none, and neither does one on a project: an empty list, not a refusal, as the
 * row's status may change under the tab. Listing reads no workspace, so it writes no audit row;
 * opening one does.
 */
export async function listReportRequests(
  db: Database,
  actorId: string,
  reportId: string,
): Promise<ReportRequestRow[]> {
  await requirePower(db, actorId, 'handleReports');
  const [report] = await db
    .select({ status: reports.status, targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw new AppError('not_found', 'reportNotFound');
  if (!IN_HAND.has(report.status)) return [];
  if (report.targetType !== 'service' && report.targetType !== 'user') return [];
  return listRequestsInvolving(db, { type: report.targetType, id: report.targetId });
}
