import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { Role } from '#shared/roles';
import type { MemberDetail } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSetRole } from '../api/admin';
import { memberName } from '#web/components/staff/member-ref';

/**
 * A member's roles: assign one the viewer may hand out; only the owner removes them
 * (docs/product/roles-and-permissions.md, Assignable roles).
 */
export function MemberRoles({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const setRole = useSetRole(member.userId);
  const assignable = member.allowed.assignRoles.filter((role) => !member.roles.includes(role));
  const [chosen, setChosen] = useState<Role | ''>('');
  const [pending, setPending] = useState<{ role: Role; granted: boolean } | null>(null);
  const name = memberName(member);
  const roleName = (role: Role) => t(`profile.roleNames.${role}`);

  const confirm = () => {
    if (!pending) return;
    setRole.mutate(pending, {
      onSuccess: () => {
        showToast({
          title: pending.granted
            ? t('admin.toasts.roleAssigned', { role: roleName(pending.role), name })
            : t('admin.toasts.roleRemoved', { role: roleName(pending.role), name }),
        });
        setPending(null);
        setChosen('');
      },
      onError: (error) =>
        showToast({
          title: pending.granted ? t('admin.toasts.assignFailed') : t('admin.toasts.removeFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section aria-labelledby="member-roles" className="flex flex-col gap-3">
      <h3 id="member-roles" className="font-semibold">
        {t('admin.member.roles')}
      </h3>
      {member.roles.length === 0 ? (
        <p className="text-sm text-slate-500">{t('admin.member.noRoles')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {member.roles.map((role) => (
            <li
              key={role}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm"
            >
              {roleName(role)}
              {member.allowed.removeRoles && (
                <button
                  type="button"
                  aria-label={t('admin.member.removeRole', { role: roleName(role), name })}
                  onClick={() => setPending({ role, granted: false })}
                  className="rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {assignable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={t('admin.member.assignRole')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Role | '')}
          >
            <option value="">{t('admin.member.chooseRole')}</option>
            {assignable.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </SelectField>
          <Button
            variant="outline"
            disabled={!chosen}
            onClick={() => chosen && setPending({ role: chosen, granted: true })}
          >
            {t('admin.member.assign')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.granted
            ? t('admin.member.assignTitle', { role: roleName(pending.role), name })
            : t('admin.member.removeTitle', { role: pending ? roleName(pending.role) : '', name })
        }
        description={t(`profile.roleTooltips.${pending?.role ?? 'verified'}`)}
        confirmLabel={pending?.granted ? t('admin.member.assign') : t('admin.member.remove')}
        destructive={pending?.granted === false}
        busy={setRole.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
