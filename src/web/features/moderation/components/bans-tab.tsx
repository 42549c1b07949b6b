import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { BanRow, MemberRef } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { useBans } from '../api/admin';
import { DateTime } from '#web/components/staff/date-time';
import { memberName, MemberRefLink } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';
import { AppealDecisionDialog } from './appeal-decision-dialog';
import { UnbanDialog } from './unban-dialog';

/**
 * The Bans tab: active bans (with Unban for those who may) or past ones, latest first. A ban's
 * appeal shows beside it, with Lift ban and Uphold while it waits for a decision.
 */
export function BansTab({ canUnban }: { canUnban: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'active' | 'past'>('active');
  const bans = useBans(state);
  const [lifting, setLifting] = useState<MemberRef | null>(null);
  const [deciding, setDeciding] = useState<{ ban: BanRow; decision: 'lifted' | 'upheld' } | null>(null);
  const name = lifting ? memberName(lifting) : '';
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('admin.bans.show')}
        value={state}
        onChange={(event) => setState(event.target.value === 'past' ? 'past' : 'active')}
        className="max-w-xs"
      >
        <option value="active">{t('admin.bans.active')}</option>
        <option value="past">{t('admin.bans.past')}</option>
      </SelectField>
      <StaffTable
        caption={t('admin.tabs.bans')}
        headers={[
          t('admin.columns.member'),
          t('admin.columns.by'),
          t('admin.columns.reason'),
          t('admin.columns.banned'),
          state === 'active' ? t('admin.columns.expires') : t('admin.columns.ended'),
          '',
        ]}
        query={bans}
        empty={state === 'active' ? t('admin.bans.emptyActive') : t('admin.bans.emptyPast')}
      >
        {bans.data?.map((ban) => (
          <tr key={ban.id}>
            <td className={cellClass}>
              <MemberRefLink member={ban.member} />
            </td>
            <td className={cellClass}>
              <MemberRefLink member={ban.bannedBy} />
            </td>
            <td className={`${cellClass} max-w-xs`}>
              <span className="whitespace-pre-wrap">{ban.reason}</span>
              {ban.appeal && <AppealSummary appeal={ban.appeal} />}
            </td>
            <td className={cellClass}>
              <DateTime value={ban.bannedAt} />
            </td>
            <td className={cellClass}>
              {state === 'active' && !ban.expiresAt ? (
                t('admin.permanent')
              ) : (
                <DateTime value={ban.unbannedAt ?? ban.expiresAt} />
              )}
            </td>
            <td className={cellClass}>
              {state === 'active' && canUnban && (
                <BanActions
                  ban={ban}
                  onDecide={(decision) => setDeciding({ ban, decision })}
                  onUnban={() => setLifting(ban.member)}
                />
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
      <UnbanDialog
        member={lifting?.userId ? { userId: lifting.userId, name } : null}
        open={lifting !== null}
        onOpenChange={(open) => !open && setLifting(null)}
      />
      {deciding?.ban.appeal && (
        <AppealDecisionDialog
          key={`${deciding.ban.id}-${deciding.decision}`}
          appealId={deciding.ban.appeal.id}
          decision={deciding.decision}
          name={memberName(deciding.ban.member)}
          onOpenChange={(open) => !open && setDeciding(null)}
        />
      )}
    </div>
  );
}

/**
 * An active ban's actions: Lift ban and Uphold while its appeal waits for a decision, Unban
 * otherwise.
 */
function BanActions({
  ban,
  onDecide,
  onUnban,
}: {
  ban: BanRow;
  onDecide: (decision: 'lifted' | 'upheld') => void;
  onUnban: () => void;
}) {
  const { t } = useTranslation();
  const name = memberName(ban.member);
  if (ban.appeal && !ban.appeal.decision) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button
          size="sm"
          onClick={() => onDecide('lifted')}
          aria-label={t('admin.appeals.liftLabel', { name })}
        >
          {t('admin.appeals.lift')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onDecide('upheld')}
          aria-label={t('admin.appeals.upholdLabel', { name })}
        >
          {t('admin.appeals.uphold')}
        </Button>
      </div>
    );
  }
  if (!ban.member.userId) return null;
  return (
    <Button size="sm" variant="outline" onClick={onUnban} aria-label={t('admin.member.unbanLabel', { name })}>
      {t('admin.member.unban')}
    </Button>
  );
}

/** The member's appeal under the ban's reason: what they wrote, and the decision once made. */
function AppealSummary({ appeal }: { appeal: NonNullable<BanRow['appeal']> }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-2 text-slate-800">
      <p className="text-xs font-semibold text-amber-900 uppercase">
        {appeal.decision ? t(`admin.appeals.state.${appeal.decision}`) : t('admin.appeals.state.pending')}
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words">{appeal.message}</p>
      <p className="mt-1 text-xs text-slate-500">
        <DateTime value={appeal.createdAt} />
      </p>
      {appeal.reply && (
        <p className="mt-2 border-t border-amber-200 pt-2 text-xs whitespace-pre-wrap break-words">
          <span className="font-semibold">{t('admin.appeals.replied')}</span> {appeal.reply}
        </p>
      )}
    </div>
  );
}
