import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SuggestedCreator } from '#shared/schemas/home';
import { MemberAvatar } from '#web/components/member-avatar';
import { StoredImage } from '#web/components/stored-image';
import { GeneratedCover } from '#web/components/generated-cover';
import { useTranslation } from '#web/i18n/react';

/**
 * Creators at work now, for a member who follows no one yet: who they are, three of their works, and
 * a way to follow each (handed in: following is another feature's).
 */
export function SuggestedCreators({
  creators,
  followButton,
}: {
  creators: SuggestedCreator[];
  followButton: (creator: SuggestedCreator) => ReactNode;
}) {
  const { t } = useTranslation();
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-heading">
      <h2 id="suggestions-heading" className="text-xl font-semibold">
        {t('home.suggestions.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('home.suggestions.text')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {creators.map((creator) => {
          const name = creator.displayName ?? creator.handle;
          return (
            <li key={creator.handle} className="rounded-2xl border border-slate-200 bg-surface p-4">
              <div className="flex items-center gap-3">
                <MemberAvatar
                  url={creator.avatarUrl}
                  name={name}
                  handle={creator.handle}
                  px={48}
                  className="size-12 shrink-0 rounded-full text-base"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/${creator.handle}`}
                    className="block truncate font-semibold hover:underline pointer-coarse:py-2.5"
                  >
                    {name}
                  </Link>
                  {creator.headline && <p className="truncate text-sm text-slate-600">{creator.headline}</p>}
                </div>
                {followButton(creator)}
              </div>
              {creator.works.length > 0 && (
                <ul
                  className="mt-3 grid grid-cols-3 gap-2"
                  aria-label={t('home.suggestions.works', { name })}
                >
                  {creator.works.map((work) => (
                    <li key={work.id}>
                      <Link
                        to={`/${creator.handle}/${work.slug}`}
                        className="block aspect-square overflow-hidden rounded-lg bg-slate-100"
                        aria-label={work.title}
                      >
                        {work.coverUrl ? (
                          <StoredImage
                            src={work.coverUrl}
                            alt=""
                            sizes="120px"
                            className="size-full object-cover"
                          />
                        ) : (
                          <GeneratedCover seed={work.title} className="size-full" />
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
