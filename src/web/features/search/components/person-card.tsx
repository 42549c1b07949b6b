import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { CARD_SKILLS } from '#shared/constants';
import type { PersonCard as PersonCardData, PersonWork } from '#shared/schemas/search';
import { cn } from '#web/lib/cn';
import { RoleBadges } from '#web/components/role-badges';
import { MemberAvatar } from '#web/components/member-avatar';
import { CardImage } from '#web/components/cards/card-image';
import { ABOVE_CARD_LINK, CARD_LINK } from '#web/components/cards/card-link';
import { Skeleton } from '#web/components/skeleton';

/**
 * A profile in the People grid, the whole card a link to it: avatar, name, handle, availability, 3
 * skills, up to 3 role badges, and their three newest works, each a link of its own to the project.
 */
export function PersonCard({ person }: { person: PersonCardData }) {
  const { t } = useTranslation();
  const name = person.displayName ?? person.handle;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5">
      <div className="flex items-center gap-3">
        <MemberAvatar
          url={person.avatarUrl}
          name={name}
          handle={person.handle}
          px={56}
          className={cn(
            'size-14 text-lg ring-2',
            person.roles.includes('vip') ? 'ring-amber-400' : 'ring-surface',
          )}
        />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-1 font-semibold wrap-anywhere">
            <Link to={`/${person.handle}`} className={cn(CARD_LINK, 'hover:text-brand-700')}>
              {name}
            </Link>
          </h2>
          <p className="line-clamp-1 text-sm text-slate-500 wrap-anywhere">@{person.handle}</p>
          {person.hireable && (
            <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('profile.hireable')}
            </p>
          )}
        </div>
      </div>
      {person.skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('profile.skills')}>
          {person.skills.slice(0, CARD_SKILLS).map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-700">
              {skill}
            </li>
          ))}
        </ul>
      )}
      {person.roles.length > 0 && (
        <div className="mt-2">
          <RoleBadges roles={person.roles} />
        </div>
      )}
      {person.works.length > 0 && (
        <ul className="mt-auto grid grid-cols-3 gap-2 pt-4" aria-label={t('search.people.worksOf', { name })}>
          {person.works.map((work) => (
            <li key={work.id}>
              <WorkThumbnail handle={person.handle} work={work} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** One of a creator's works on their card: its cover, small, a link to the project named by its title. */
function WorkThumbnail({ handle, work }: { handle: string; work: PersonWork }) {
  return (
    <Link
      to={`/${handle}/${work.slug}`}
      aria-label={work.title}
      title={work.title}
      className={cn(
        ABOVE_CARD_LINK,
        'block overflow-hidden rounded-lg ring-brand-500 outline-none hover:opacity-90 focus-visible:ring-2',
      )}
    >
      <CardImage
        src={work.coverUrl}
        seed={work.title}
        sizes="(min-width: 1024px) 112px, (min-width: 640px) 30vw, 33vw"
      />
    </Link>
  );
}

/** A profile card on its way: the avatar, the name, the handle and the works as grey shapes. */
export function PersonCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="mt-2 grid grid-cols-3 gap-2">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="aspect-video rounded-lg" />
        ))}
      </div>
    </div>
  );
}
