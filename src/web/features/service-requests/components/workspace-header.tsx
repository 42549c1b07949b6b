import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { Author } from '#shared/schemas/profiles';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import { MemberAvatar } from '#web/components/member-avatar';
import { nameOf } from '../lib/formats';
import { StatePill } from './quote-card';
import { StatusBadge } from './status-badge';

/**
 * The workspace's head: back to the dashboard, the service (the page's one h1, linking to it), the
 * status and revision round, and who is on the other side (both sides, for staff).
 */
export function WorkspaceHeader({ workspace }: { workspace: RequestWorkspace }) {
  const { t } = useTranslation();
  const back = workspace.viewer === 'requester' ? '/service-requests?tab=outgoing' : '/service-requests';
  const people: Array<{ role: 'requester' | 'seller'; person: Author | null }> =
    workspace.viewer === 'seller'
      ? [{ role: 'requester', person: workspace.requester }]
      : workspace.viewer === 'requester'
        ? [{ role: 'seller', person: workspace.seller }]
        : [
            { role: 'requester', person: workspace.requester },
            { role: 'seller', person: workspace.seller },
          ];
  return (
    <header className="flex flex-col gap-2">
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 self-start py-1 text-sm font-medium text-slate-600 hover:text-slate-900 pointer-coarse:min-h-11"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('requests.title')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('workspace.eyebrow')}
          </p>
          <h1 className="mt-0.5 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            <Link to={`/services/${workspace.service.id}`} className="hover:text-brand-700 hover:underline">
              {workspace.service.title}
            </Link>
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={workspace.status} />
            {workspace.revisionCount > 0 && (
              <StatePill tone="bg-orange-100 text-orange-900">
                {t('workspace.revision', { count: workspace.revisionCount })}
              </StatePill>
            )}
          </div>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {people.map(({ role, person }) => (
            <li key={role}>
              <Person role={role} person={person} />
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

function Person({ role, person }: { role: 'requester' | 'seller'; person: Author | null }) {
  const { t } = useTranslation();
  const name = nameOf(person, t('comments.unknownUser'));
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar
        url={person?.avatarUrl}
        name={name}
        handle={person?.handle ?? ''}
        px={40}
        className="size-10 text-sm"
      />
      <div className="min-w-0 text-sm">
        <p className="text-xs text-slate-500">{t(`workspace.people.${role}`)}</p>
        {person ? (
          <Link to={`/${person.handle}`} className="font-semibold text-slate-900 hover:underline">
            {name} <span className="font-normal text-slate-500">@{person.handle}</span>
          </Link>
        ) : (
          <p className="font-semibold text-slate-700">{name}</p>
        )}
      </div>
    </div>
  );
}
