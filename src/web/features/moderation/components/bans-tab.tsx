import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRef } from '@shared/schemas/moderation';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useBans } from '../api/admin';
import { DateTime } from './date-time';
import { memberName, MemberRefLink } from './member-ref';
import { cellClass, StaffTable } from './staff-table';
import { UnbanDialog } from './unban-dialog';

/** The Bans tab: active bans (with Unban for those who may) or past ones, latest first. */
export function BansTab({ canUnban }: { canUnban: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'active' | 'past'>('active');
  const bans = useBans(state);
  const [lifting, setLifting] = useState<MemberRef | null>(null);
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
            <td className={`${cellClass} max-w-xs whitespace-pre-wrap`}>{ban.reason}</td>
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
              {state === 'active' && canUnban && ban.member.userId && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setLifting(ban.member)}
                  aria-label={t('admin.member.unbanLabel', { name: memberName(ban.member) })}
                >
                  {t('admin.member.unban')}
                </Button>
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
    </div>
  );
}
