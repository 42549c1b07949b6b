import { useDeferredValue, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { TextField } from '#web/components/ui/text-field';
import { RoleBadges } from '#web/components/role-badges';
import { useMemberSearch } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';
import { MemberPanel } from './member-panel';
import { memberName } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';

/** The Users tab: search by handle, name or email, and open a member's page (kept in ?member=). */
export function UsersTab({
  memberId,
  onOpenMember,
}: {
  memberId: string | null;
  onOpenMember: (userId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const members = useMemberSearch(query);
  return (
    <div className="flex flex-col gap-6">
      {memberId && <MemberPanel userId={memberId} onClose={() => onOpenMember(null)} />}
      <TextField
        type="search"
        label={t('admin.users.search')}
        placeholder={t('admin.users.searchPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <StaffTable
        caption={t('admin.tabs.users')}
        headers={[
          t('admin.users.member'),
          t('admin.users.email'),
          t('admin.users.roles'),
          t('admin.users.joined'),
          '',
        ]}
        query={members}
        empty={query ? t('admin.users.noMatch') : t('admin.users.empty')}
      >
        {members.data?.map((member) => (
          <tr key={member.userId}>
            <td className={cellClass}>
              <span className="font-medium">{memberName(member) || t('admin.noName')}</span>
              {member.handle && member.displayName && (
                <span className="ml-1 text-slate-500">@{member.handle}</span>
              )}
              {member.banned && (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  {t('admin.member.bannedBadge')}
                </span>
              )}
            </td>
            <td className={cellClass}>{member.email}</td>
            <td className={cellClass}>
              <RoleBadges roles={member.roles} />
            </td>
            <td className={cellClass}>
              <DateTime value={member.joinedAt} />
            </td>
            <td className={cellClass}>
              <button
                type="button"
                onClick={() => onOpenMember(member.userId)}
                className="font-medium text-brand-700 hover:underline"
                aria-label={t('admin.users.openLabel', { name: memberName(member) || member.email })}
              >
                {t('admin.users.open')}
              </button>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  );
}
