import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '#shared/constants';
import type { ReportListQuery, ReportRow } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useReports, useSetReportStatus } from '../api/admin';
import { ContentLink } from './content-link';
import { ReportRequests } from './report-requests';
import { DateTime } from '#web/components/staff/date-time';
import { FilterSelect } from '#web/components/staff/filter-select';
import HoldDialog from './hold-dialog';
import { MemberRefLink } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';

type Powers = { handleReports: boolean; moderateContent: boolean };

/**
 * Whether the report opens service requests to staff who handle reports (docs/decisions/0051): one
 * in hand on a member or a service.
 */
const opensRequests = (report: ReportRow) =>
  report.targetType !== 'project' && (report.status === 'open' || report.status === 'reviewing');

/**
 * The Reports tab: the latest 200 by status and target type. Staff set a status, or take a reported
 * project or service down (which resolves the report).
 */
export function ReportsTab({ powers }: { powers: Powers }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ReportListQuery>({});
  const reports = useReports(filters);
  const setStatus = useSetReportStatus();
  const [holding, setHolding] = useState<ReportRow | null>(null);

  const changeStatus = (report: ReportRow, status: ReportRow['status']) =>
    setStatus.mutate(
      { reportId: report.id, status },
      {
        onSuccess: () =>
          showToast({ title: t('admin.toasts.reportStatus', { status: t(`admin.reportStatus.${status}`) }) }),
        onError: (error) =>
          showToast({
            title: t('admin.toasts.reportStatusFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          label={t('admin.reports.status')}
          allLabel={t('admin.reports.allStatuses')}
          options={REPORT_STATUSES}
          optionLabel={(status) => t(`admin.reportStatus.${status}`)}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
        />
        <FilterSelect
          label={t('admin.reports.targetType')}
          allLabel={t('admin.reports.allTypes')}
          options={REPORT_TARGET_TYPES}
          optionLabel={(type) => t(`admin.targetType.${type}`)}
          value={filters.targetType}
          onChange={(targetType) => setFilters({ ...filters, targetType })}
        />
      </div>
      <StaffTable
        caption={t('admin.tabs.reports')}
        headers={[
          t('admin.columns.filed'),
          t('admin.columns.reporter'),
          t('admin.columns.target'),
          t('admin.columns.reason'),
          t('admin.columns.status'),
          '',
        ]}
        query={reports}
        empty={t('admin.reports.empty')}
      >
        {reports.data?.map((report) => {
          const label = report.target.label ?? t('admin.deletedContent');
          const holdable = report.targetType !== 'user' && report.target.path !== null;
          return (
            <tr key={report.id}>
              <td className={cellClass}>
                <DateTime value={report.createdAt} />
              </td>
              <td className={cellClass}>
                <MemberRefLink member={report.reporter} />
              </td>
              <td className={cellClass}>
                <span className="block text-xs text-slate-500 uppercase">
                  {t(`admin.targetType.${report.targetType}`)}
                </span>
                <ContentLink target={report.target} />
                {report.targetType !== 'user' && report.target.owner.userId && (
                  <span className="block text-xs text-slate-500">
                    {t('admin.reports.owner')} <MemberRefLink member={report.target.owner} />
                  </span>
                )}
                {report.target.held && (
                  <span className="mt-1 block text-xs font-semibold text-orange-700">
                    {t(`admin.hold.${report.targetType === 'service' ? 'service' : 'project'}.badge`)}
                  </span>
                )}
                {powers.handleReports && opensRequests(report) && (
                  <ReportRequests reportId={report.id} target={label} />
                )}
              </td>
              <td className={`${cellClass} max-w-xs`}>
                <span className="font-medium">
                  {t(`reports.reasons.${report.reason}`, { defaultValue: report.reason })}
                </span>
                {report.details && (
                  <p className="mt-1 whitespace-pre-wrap text-slate-600">{report.details}</p>
                )}
              </td>
              <td className={cellClass}>
                {powers.handleReports ? (
                  <SelectField
                    label={t('admin.reports.statusOf', { target: label })}
                    className="[&>label]:sr-only"
                    value={report.status}
                    disabled={setStatus.isPending}
                    onChange={(event) => changeStatus(report, event.target.value as ReportRow['status'])}
                  >
                    {REPORT_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`admin.reportStatus.${status}`)}
                      </option>
                    ))}
                  </SelectField>
                ) : (
                  t(`admin.reportStatus.${report.status}`)
                )}
              </td>
              <td className={cellClass}>
                {powers.moderateContent && holdable && !report.target.held && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setHolding(report)}
                    aria-label={t(
                      `admin.hold.${report.targetType === 'service' ? 'service' : 'project'}.label`,
                      { title: label },
                    )}
                  >
                    {t(`admin.hold.${report.targetType === 'service' ? 'service' : 'project'}.action`)}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </StaffTable>
      {holding && (
        <HoldDialog
          type={holding.targetType === 'service' ? 'service' : 'project'}
          contentId={holding.targetId}
          title={holding.target.label ?? ''}
          open
          onOpenChange={(open) => !open && setHolding(null)}
        />
      )}
    </div>
  );
}
