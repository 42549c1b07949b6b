import { useTranslation } from '#web/i18n/react';
import { CARD_ROLE_BADGES } from '#shared/constants';
import { getBadgeRoles, type Role } from '#shared/roles';

/**
 * Up to three role badges, then '+N more'; each explains itself in a tooltip
 * (docs/product/roles-and-permissions.md, Badge meanings).
 */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const badges = getBadgeRoles(roles);
  if (badges.length === 0) return null;
  const shown = badges.slice(0, CARD_ROLE_BADGES);
  const hidden = badges.slice(CARD_ROLE_BADGES);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('profile.roles')}>
      {shown.map((role) => (
        <li
          key={role}
          title={t(`profile.roleTooltips.${role}`)}
          className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-medium text-surface"
        >
          {t(`profile.roleNames.${role}`)}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          title={hidden.map((role) => t(`profile.roleNames.${role}`)).join(', ')}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
        >
          {t('profile.moreRoles', { count: hidden.length })}
        </li>
      )}
    </ul>
  );
}
