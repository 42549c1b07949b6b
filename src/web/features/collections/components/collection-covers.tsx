import { Bookmark, FolderHeart } from 'lucide-react';
import type { CollectionSummary } from '#shared/schemas/collections';
import { CardImage } from '#web/components/cards/card-image';
import { cn } from '#web/lib/cn';

type Covers = CollectionSummary['covers'];

/**
 * A glimpse of a collection: its newest cover large, the next two beside it; an empty one shows
 * its kind's icon. Decorative: the tile's name and count say what it holds.
 */
export function CollectionCovers({
  covers,
  saved,
  className,
}: {
  covers: Covers;
  /** Saved's own icon when empty. */
  saved?: boolean;
  className?: string;
}) {
  if (covers.length === 0) {
    const Icon = saved ? Bookmark : FolderHeart;
    return (
      <div className={cn('flex aspect-video items-center justify-center bg-slate-100', className)}>
        <Icon aria-hidden className="size-10 text-slate-400" />
      </div>
    );
  }
  const [first, ...rest] = covers;
  return (
    <div
      className={cn(
        'grid aspect-video gap-0.5 overflow-hidden bg-slate-200',
        rest.length > 0 && 'grid-cols-[2fr_1fr] grid-rows-2',
        className,
      )}
    >
      {first && (
        <CardImage
          src={first.coverUrl}
          seed={first.title}
          className={cn('size-full', rest.length > 0 && 'row-span-2')}
          sizes="(min-width: 1024px) 250px, (min-width: 640px) 33vw, 66vw"
        />
      )}
      {rest.slice(0, 2).map((cover) => (
        <CardImage
          key={cover.projectId}
          src={cover.coverUrl}
          seed={cover.title}
          className={cn('size-full', rest.length === 1 && 'row-span-2')}
          sizes="(min-width: 1024px) 125px, (min-width: 640px) 17vw, 33vw"
        />
      ))}
    </div>
  );
}

/** One small square of a collection's newest cover, for a row of the save dialog. */
export function CollectionThumb({ covers, saved }: { covers: Covers; saved: boolean }) {
  const [first] = covers;
  if (!first) {
    const Icon = saved ? Bookmark : FolderHeart;
    return (
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-100">
        <Icon aria-hidden className="size-5 text-slate-500" />
      </span>
    );
  }
  return (
    <CardImage
      src={first.coverUrl}
      seed={first.title}
      sizes="44px"
      className="size-11 shrink-0 overflow-hidden rounded-lg"
    />
  );
}
