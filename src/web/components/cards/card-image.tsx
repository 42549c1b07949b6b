import { cn } from '#web/lib/cn';
import { StoredImage } from '../stored-image';
import { GeneratedCover } from '../generated-cover';

/**
 * A card's picture, 16:9 unless `className` shapes it otherwise: the stored image in the copy the
 * card's width needs, or a pattern with a monogram drawn from the seed.
 */
export function CardImage({
  src,
  seed,
  sizes = '(min-width: 1024px) 368px, (min-width: 640px) 50vw, calc(100vw - 2rem)',
  className = 'aspect-video',
}: {
  src: string | null;
  seed: string;
  /** How wide the picture is shown, as in the `sizes` attribute. */
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn('bg-slate-100', className)}>
      {src ? (
        <StoredImage
          src={src}
          alt=""
          sizes={sizes}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <GeneratedCover seed={seed} className="size-full object-cover" />
      )}
    </div>
  );
}
