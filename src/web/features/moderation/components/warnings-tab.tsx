import { useTranslation } from '#web/i18n/react';
import { useWarnings } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';
import { MemberRefLink } from '#web/components/staff/member-ref';
import { SeverityBadge } from './severity-badge';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';

/** The Warnings tab: the latest 50, who was warned, by whom, why, how severely and when. */
export function WarningsTab() {
  const { t } = useTranslation();
  const warnings = useWarnings();
  return (
    <StaffTable
      caption={t('admin.tabs.warnings')}
      headers={[
        t('admin.columns.member'),
        t('admin.columns.by'),
        t('admin.columns.reason'),
        t('admin.columns.severity'),
        t('admin.columns.issued'),
        t('admin.columns.acknowledged'),
      ]}
      query={warnings}
      empty={t('admin.warnings.empty')}
    >
      {warnings.data?.map((warning) => (
        <tr key={warning.id}>
          <td className={cellClass}>
            <MemberRefLink member={warning.member} />
          </td>
          <td className={cellClass}>
            <MemberRefLink member={warning.warnedBy} />
          </td>
          <td className={`${cellClass} max-w-xs whitespace-pre-wrap`}>{warning.reason}</td>
          <td className={cellClass}>
            <SeverityBadge severity={warning.severity} />
          </td>
          <td className={cellClass}>
            <DateTime value={warning.createdAt} />
          </td>
          <td className={cellClass}>
            <DateTime value={warning.acknowledgedAt} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
