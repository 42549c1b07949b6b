import { useTranslation } from '#web/i18n/react';
import type { MemberDetail } from '#shared/schemas/moderation';
import { DateTime } from '#web/components/staff/date-time';
import { SeverityBadge } from './severity-badge';

/** A member's warnings and bans, newest first, with who issued them. */
export function MemberHistory({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="member-warnings">
        <h3 id="member-warnings" className="font-semibold">
          {t('admin.member.warnings', { count: member.warnings.length })}
        </h3>
        {member.warnings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('admin.member.noWarnings')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {member.warnings.map((warning) => (
              <li key={warning.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <SeverityBadge severity={warning.severity} />
                  <DateTime value={warning.createdAt} />
                  {warning.warnedBy && (
                    <span className="text-slate-500">{t('admin.by', { name: warning.warnedBy })}</span>
                  )}
                </div>
                <p className="mt-1 whitespace-pre-wrap">{warning.reason}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {warning.acknowledgedAt ? t('admin.acknowledged') : t('admin.notAcknowledged')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="member-bans">
        <h3 id="member-bans" className="font-semibold">
          {t('admin.member.bans', { count: member.bans.length })}
        </h3>
        {member.bans.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('admin.member.noBans')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {member.bans.map((ban) => (
              <li key={ban.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <DateTime value={ban.bannedAt} />
                  {ban.bannedBy && (
                    <span className="text-slate-500">{t('admin.by', { name: ban.bannedBy })}</span>
                  )}
                </div>
                {ban.reason && <p className="mt-1 whitespace-pre-wrap">{ban.reason}</p>}
                <p className="mt-1 text-xs text-slate-500">
                  {ban.unbannedAt ? (
                    <>
                      {t('admin.liftedOn')} <DateTime value={ban.unbannedAt} />
                    </>
                  ) : ban.expiresAt ? (
                    <>
                      {t('admin.expires')} <DateTime value={ban.expiresAt} />
                    </>
                  ) : (
                    t('admin.permanent')
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
