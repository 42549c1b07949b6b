import { lazy, Suspense } from 'react';
import { LazyPartBoundary } from '../lazy-part-boundary';
import type { ViewerImage } from './viewer-image';
import type { ImageViewerState } from './use-image-viewer';

/** The viewer's code: call it when a finger lands on an image, so it is here by the tap's end. */
export const loadImageViewer = () => import('./image-viewer-dialog');
const ImageViewerDialog = lazy(loadImageViewer);

/**
 * Images full-screen, from the one the state says (see useImageViewer). The viewer's code is
 * fetched the first time it opens, and if it cannot arrive the page stays as it is.
 */
export function ImageViewer({ images, state }: { images: ViewerImage[]; state: ImageViewerState }) {
  if (state.index === null) return null;
  const { opener } = state;
  return (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <ImageViewerDialog
          images={images}
          index={state.index}
          onIndexChange={state.show}
          onClose={() => state.show(null)}
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        />
      </Suspense>
    </LazyPartBoundary>
  );
}
