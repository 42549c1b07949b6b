import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { AuthorAvatar } from '#web/components/author';
import { Spinner } from '#web/components/ui/spinner';
import { useBlockedMembers } from '../api/blocks';
import { BlockButton } from './block-button';

/** Settings: the members one blocked, each with Unblock. */
export function BlockedMembersCard() {
  const { t } = useTranslation();
  const blocked = useBlockedMembers();
  return (
    <section
      aria-labelledby="blocked-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="blocked-heading" className="text-lg font-semibold">
        {t('blocks.settingsTitle')}
      </h2>
      {blocked.isPending ? (
        <Spinner className="mt-4" />
      ) : blocked.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('blocks.loadError')}
        </p>
      ) : blocked.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('blocks.settingsEmpty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {blocked.data.map((member) => (
            <li key={member.handle} className="flex items-center gap-3 py-2">
              <AuthorAvatar author={member} />
              <Link to={`/${member.handle}`} className="min-w-0 flex-1 truncate text-sm hover:underline">
                <span className="font-medium">{member.displayName ?? member.handle}</span>{' '}
                <span className="text-slate-500">@{member.handle}</span>
              </Link>
              <BlockButton handle={member.handle} blocked />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
