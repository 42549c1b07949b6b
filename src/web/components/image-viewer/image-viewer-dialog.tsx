import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Download, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { StoredImage } from '../stored-image';
import type { ViewerImage } from './viewer-image';

// A finger that travels this far sideways is a swipe, not a tap.
const SWIPE_PX = 48;

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-30';

/**
 * Images full-screen, one at a time: arrow keys, swipes or the buttons move through
 * them, Escape or Close leaves, and focus goes back to what opened it (Radix keeps it inside meanwhile).
 * An image with its original may be seen at full size (scrolled, dragged or pinched around; the arrow
 * keys then move within it) and downloaded.
 */
export default function ImageViewerDialog({
  images,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: {
  images: ViewerImage[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes once closed (by default, where it was before the viewer opened). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  const swipeStart = useRef<number | null>(null);
  const current = index === null ? undefined : images[index];
  // The image seen at full size, by its URL: another image opens fitted to the screen.
  const [zoomedUrl, setZoomedUrl] = useState<string | null>(null);
  const [loadedOriginal, setLoadedOriginal] = useState<string | null>(null);
  const zoomed = current?.originalUrl !== undefined && zoomedUrl === current.url;
  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (zoomed) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || event.pointerType === 'mouse' || zoomed) return;
    const travelled = event.clientX - start;
    if (Math.abs(travelled) >= SWIPE_PX) go(travelled < 0 ? 1 : -1);
  };

  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
          className="fixed inset-0 z-50 flex touch-pan-y flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-3">
            <p className="text-sm tabular-nums" aria-live="polite">
              {t('images.viewer.position', { position: (index ?? 0) + 1, count: images.length })}
            </p>
            <div className="flex items-center gap-2">
              {current?.originalUrl && (
                <button
                  type="button"
                  aria-pressed={zoomed}
                  aria-label={t('images.viewer.zoomIn')}
                  title={zoomed ? t('images.viewer.zoomOut') : t('images.viewer.zoomIn')}
                  onClick={() => setZoomedUrl(zoomed ? null : current.url)}
                  className={CONTROL}
                >
                  {zoomed ? (
                    <ZoomOut aria-hidden className="size-5" />
                  ) : (
                    <ZoomIn aria-hidden className="size-5" />
                  )}
                </button>
              )}
              {current?.downloadUrl && (
                <a
                  href={current.downloadUrl}
                  download
                  aria-label={t('images.viewer.download')}
                  title={t('images.viewer.download')}
                  className={CONTROL}
                >
                  <Download aria-hidden className="size-5" />
                </a>
              )}
              <Dialog.Close aria-label={t('images.viewer.close')} className={CONTROL}>
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Title className="sr-only">{t('images.viewer.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('images.viewer.description')}</Dialog.Description>
          {current?.originalUrl && zoomed && (
            // Its own scroller, so a finger pans and pinches it while the page's swipe rests.
            <div
              tabIndex={0}
              aria-label={current.alt}
              role="region"
              className="min-h-0 flex-1 touch-auto overflow-auto overscroll-contain"
            >
              {loadedOriginal !== current.originalUrl && (
                <p role="status" className="p-4 text-center text-sm text-white/80">
                  {t('images.viewer.loadingOriginal')}
                </p>
              )}
              <img
                src={current.originalUrl}
                alt={current.alt}
                onLoad={() => setLoadedOriginal(current.originalUrl ?? null)}
                className="max-w-none"
              />
            </div>
          )}
          {current && !zoomed && (
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pb-4">
              <StoredImage
                key={current.url}
                src={current.url}
                alt={current.alt}
                sizes="100vw"
                width={current.width}
                height={current.height}
                className="max-h-full min-h-0 w-auto max-w-full object-contain"
              />
              {current.caption && (
                <figcaption className="max-w-prose text-center text-sm text-white/80">
                  {current.caption}
                </figcaption>
              )}
            </figure>
          )}
          <div className="flex items-center justify-center gap-6 p-3">
            {[
              { step: -1, label: t('images.viewer.previous'), Icon: ChevronLeft },
              { step: 1, label: t('images.viewer.next'), Icon: ChevronRight },
            ].map(({ step, label, Icon }) => (
              <button
                key={step}
                type="button"
                onClick={() => go(step)}
                disabled={index === null || !images[index + step]}
                aria-label={label}
                className={CONTROL}
              >
                <Icon aria-hidden className="size-6" />
              </button>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
