import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { MemberDetail } from '#shared/schemas/moderation';
import { DateTime } from '#web/components/staff/date-time';
import { SeverityBadge } from './severity-badge';

/** A member's warnings and bans, newest first, with who issued them. */
export function MemberHistory({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <HistoryList
        id="member-warnings"
        heading={t('admin.member.warnings', { count: member.warnings.length })}
        empty={t('admin.member.noWarnings')}
        entries={member.warnings.map((warning) => ({
          id: warning.id,
          when: warning.createdAt,
          by: warning.warnedBy,
          badge: <SeverityBadge severity={warning.severity} />,
          reason: warning.reason,
          status: warning.acknowledgedAt ? t('admin.acknowledged') : t('admin.notAcknowledged'),
        }))}
      />
      <HistoryList
        id="member-bans"
        heading={t('admin.member.bans', { count: member.bans.length })}
        empty={t('admin.member.noBans')}
        entries={member.bans.map((ban) => ({
          id: ban.id,
          when: ban.bannedAt,
          by: ban.bannedBy,
          reason: ban.reason,
          status: ban.unbannedAt ? (
            <>
              {t('admin.liftedOn')} <DateTime value={ban.unbannedAt} />
            </>
          ) : ban.expiresAt ? (
            <>
              {t('admin.expires')} <DateTime value={ban.expiresAt} />
            </>
          ) : (
            t('admin.permanent')
          ),
        }))}
      />
    </div>
  );
}

type HistoryEntry = {
  id: string;
  when: string;
  by: string | null;
  badge?: ReactNode;
  reason: string | null;
  status: ReactNode;
};

/** One kind of staff action on the member, as a titled list, or a line saying there is none. */
function HistoryList({
  id,
  heading,
  empty,
  entries,
}: {
  id: string;
  heading: string;
  empty: string;
  entries: HistoryEntry[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                {entry.badge}
                <DateTime value={entry.when} />
                {entry.by && <span className="text-slate-500">{t('admin.by', { name: entry.by })}</span>}
              </div>
              {entry.reason && <p className="mt-1 whitespace-pre-wrap">{entry.reason}</p>}
              <p className="mt-1 text-xs text-slate-500">{entry.status}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
