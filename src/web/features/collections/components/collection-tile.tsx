import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import type { CollectionSummary } from '#shared/schemas/collections';
import { CARD_LINK } from '#web/components/cards/card-link';
import { cn } from '#web/lib/cn';
import { CollectionCovers } from './collection-covers';

/**
 * A collection as a card, the whole card a link to its page: up to three covers, the name, how many
 * projects, and what the list puts under it (the badge, the owner's tools).
 */
export function CollectionTile({
  collectionId,
  name,
  covers,
  itemCount,
  saved = false,
  badge,
  heading: Heading = 'h2',
  children,
}: {
  collectionId: string;
  name: string;
  covers: CollectionSummary['covers'];
  itemCount: number;
  saved?: boolean;
  badge?: ReactNode;
  heading?: 'h2' | 'h3';
  /** Controls of their own, above the card's link. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm transition-shadow hover:shadow-md">
      <CollectionCovers covers={covers} saved={saved} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="truncate text-base font-semibold">
          <Link
            to={`/collections/${encodeURIComponent(collectionId)}`}
            className={cn(CARD_LINK, 'hover:text-brand-700')}
          >
            {name}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
          {t('collections.itemCount', { count: itemCount })}
          {badge}
        </p>
      </div>
      {children && <div className="relative z-10 flex items-center gap-1 px-3 pb-3">{children}</div>}
    </article>
  );
}
