import { useTranslation } from '#web/i18n/react';
import { StoredImage } from '#web/components/stored-image';
import { ImageViewer, loadImageViewer } from '#web/components/image-viewer/image-viewer';
import { useImageViewer } from '#web/components/image-viewer/use-image-viewer';
import { cn } from '#web/lib/cn';

/**
 * A service's pictures on its page: the first one large, the others in a row beneath; a tap on any
 * opens them all in the viewer.
 */
export function ServiceImages({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const viewer = useImageViewer();
  if (images.length === 0) return null;
  const described = images.map((url, index) => ({
    url,
    alt: t('services.detail.imageOf', { title, position: index + 1, count: images.length }),
    caption: null,
  }));
  return (
    <div className="mt-6">
      <ul className="grid grid-cols-4 gap-2">
        {described.map((image, index) => (
          <li key={image.url} className={cn(index === 0 && 'col-span-4')}>
            <button
              type="button"
              onPointerDown={() => void loadImageViewer()}
              onClick={(event) => viewer.open(index, event.currentTarget)}
              aria-label={t('images.viewer.open', { alt: image.alt })}
              className="block w-full overflow-hidden rounded-xl bg-slate-100"
            >
              <StoredImage
                src={image.url}
                alt={image.alt}
                sizes={index === 0 ? '(min-width: 1024px) 720px, calc(100vw - 2rem)' : '180px'}
                width={1600}
                height={900}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? undefined : 'lazy'}
                className="aspect-video w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer images={described} state={viewer} />
    </div>
  );
}
