import { StoredImage } from '../stored-image';
import { GeneratedCover } from '../generated-cover';

/** A card's 16:9 picture: the stored image in the copy the card's width needs, or a pattern drawn from the seed. */
export function CardImage({ src, seed }: { src: string | null; seed: string }) {
  return (
    <div className="aspect-video bg-slate-100">
      {src ? (
        <StoredImage
          src={src}
          alt=""
          sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
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
