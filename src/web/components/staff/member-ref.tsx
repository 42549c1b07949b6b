import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { MemberRef } from '#shared/schemas/moderation';

/** A member in a staff list: a link to their page in the Users tab, or 'Deleted account'. */
export function MemberRefLink({ member }: { member: MemberRef | null }) {
  const { t } = useTranslation();
  if (!member?.userId) return <span className="text-slate-500">{t('admin.deletedAccount')}</span>;
  const name = member.displayName ?? (member.handle ? `@${member.handle}` : t('admin.noName'));
  return (
    <Link
      to={`/admin?tab=users&member=${member.userId}`}
      className="font-medium text-brand-700 hover:underline"
    >
      {name}
      {member.handle && member.displayName && (
        <span className="ml-1 font-normal text-slate-500">@{member.handle}</span>
      )}
    </Link>
  );
}

/** The name a dialog or a toast gives a member. */
export function memberName(member: { displayName: string | null; handle: string | null }) {
  return member.displayName ?? (member.handle ? `@${member.handle}` : '');
}
