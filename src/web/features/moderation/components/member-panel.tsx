import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { ApiRequestError } from '#web/lib/api-client';
import { Spinner } from '#web/components/ui/spinner';
import { RoleBadges } from '#web/components/role-badges';
import { useMember } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';
import { MemberActions } from './member-actions';
import { MemberHistory } from './member-history';
import { memberName } from '#web/components/staff/member-ref';
import { MemberRoles } from './member-roles';

/** A member's page of facts in the Users tab: roles, join date, counts, reports, warnings and bans. */
export function MemberPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useMember(userId);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {gone ? t('errors.userNotFound') : t('admin.loadFailed')}
      </p>
    );
  }
  const member = query.data;
  const facts = [
    [t('admin.member.projects'), member.counts.projects],
    [t('admin.member.services'), member.counts.services],
    [t('admin.member.followers'), member.counts.followers],
    [t('admin.member.following'), member.counts.following],
    [t('admin.member.openReports'), member.openReports],
  ] as const;
  return (
    <section
      aria-labelledby="member-name"
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-surface p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="member-name" className="text-xl font-semibold">
            {memberName(member) || t('admin.noName')}
            {member.banned && (
              <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 align-middle text-xs font-semibold text-red-800">
                {t('admin.member.bannedBadge')}
              </span>
            )}
          </h2>
          <p className="text-sm text-slate-600">
            {member.handle && (
              <Link to={`/${member.handle}`} className="text-brand-700 hover:underline">
                @{member.handle}
              </Link>
            )}{' '}
            · {member.email} · {t('admin.member.joined')} <DateTime value={member.joinedAt} />
          </p>
          <div className="mt-2">
            <RoleBadges roles={member.roles} />
          </div>
        </div>
        <button type="button" onClick={onClose} className="text-sm text-slate-600 hover:underline">
          {t('admin.member.close')}
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <MemberActions member={member} onDeleted={onClose} />
      <MemberRoles member={member} />
      <MemberHistory member={member} />
    </section>
  );
}
