import { Maximize2 } from 'lucide-react';
import type { GalleryImage } from '#shared/schemas/projects';
import { useTranslation } from '#web/i18n/react';
import { StoredImage } from '#web/components/stored-image';
import { loadImageViewer } from '#web/components/image-viewer/image-viewer';

/**
 * The project's gallery on its page: each image whole, in the creator's order, with its caption;
 * a tap opens it in the viewer. `firstIndex` is the first one's place among the viewer's images
 * (after the cover, when there is one).
 */
export function ProjectGallery({
  images,
  firstIndex,
  onOpen,
}: {
  images: GalleryImage[];
  firstIndex: number;
  onOpen: (index: number, opener: HTMLElement) => void;
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mt-10">
      <h2 id="gallery-heading" className="text-sm font-semibold text-slate-500 uppercase">
        {t('project.gallery')}
      </h2>
      <ul className="mt-3 flex flex-col gap-8">
        {images.map((image, index) => (
          <li key={image.url}>
            <figure>
              <button
                type="button"
                onPointerDown={() => void loadImageViewer()}
                onClick={(event) => onOpen(firstIndex + index, event.currentTarget)}
                aria-label={t('images.viewer.open', { alt: image.alt })}
                className="group relative block w-full overflow-hidden rounded-2xl bg-slate-100"
              >
                <StoredImage
                  src={image.url}
                  alt={image.alt}
                  sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="mx-auto h-auto max-h-[80vh] w-auto max-w-full"
                />
                <span className="absolute top-3 right-3 rounded-full bg-black/60 p-2 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
                  <Maximize2 aria-hidden className="size-4" />
                </span>
              </button>
              {image.caption && (
                <figcaption className="mt-2 text-sm text-slate-600">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
