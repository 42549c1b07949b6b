import { useTranslation } from '#web/i18n/react';
import { STAFF_AUDIT_KINDS, type MemberRef } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { useAuditLog } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';
import { FilterSelect } from '#web/components/staff/filter-select';
import { memberName } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';

type Filters = { actor?: string; target?: string; kind?: string };

/**
 * The Audit tab (owner and admin): the latest staff actions. Choosing a name narrows the log to what
 * that member did or had done to them; the filters live in the address, so a view can be shared.
 */
export function AuditTab({ filters, onFilter }: { filters: Filters; onFilter: (next: Filters) => void }) {
  const { t } = useTranslation();
  const log = useAuditLog(filters);
  const filterButton = (member: MemberRef | null, key: 'actor' | 'target') =>
    member?.userId ? (
      <button
        type="button"
        className="text-brand-700 hover:underline"
        onClick={() => onFilter({ ...filters, [key]: member.userId ?? undefined })}
        aria-label={t(`admin.audit.filter.${key}`, { name: memberName(member) })}
      >
        {memberName(member) || t('admin.noName')}
      </button>
    ) : (
      <span className="text-slate-400">–</span>
    );
  const filtered = Boolean(filters.actor || filters.target || filters.kind);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect
          label={t('admin.audit.kind')}
          allLabel={t('admin.audit.allKinds')}
          options={STAFF_AUDIT_KINDS}
          optionLabel={(kind) => t(`admin.audit.kinds.${kind}`)}
          value={STAFF_AUDIT_KINDS.find((kind) => kind === filters.kind)}
          onChange={(kind) => onFilter({ ...filters, kind })}
        />
        {filtered && (
          <Button variant="ghost" onClick={() => onFilter({})}>
            {t('admin.audit.clear')}
          </Button>
        )}
      </div>
      <StaffTable
        caption={t('admin.tabs.audit')}
        headers={[
          t('admin.columns.when'),
          t('admin.columns.action'),
          t('admin.columns.by'),
          t('admin.columns.member'),
          t('admin.columns.detail'),
        ]}
        query={log}
        empty={filtered ? t('admin.audit.emptyFiltered') : t('admin.audit.empty')}
      >
        {log.data?.map((event) => (
          <tr key={event.id}>
            <td className={cellClass}>
              <DateTime value={event.createdAt} />
            </td>
            <td className={cellClass}>
              {t(`admin.audit.kinds.${event.kind}`, { defaultValue: event.kind })}
            </td>
            <td className={cellClass}>{filterButton(event.actor, 'actor')}</td>
            <td className={cellClass}>{filterButton(event.target, 'target')}</td>
            <td className={`${cellClass} max-w-sm text-xs break-words text-slate-600`}>
              {Object.entries(event.detail)
                .filter(([key]) => !key.endsWith('Id'))
                .map(([key, value]) => `${key}: ${value}`)
                .join(' · ')}
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}
