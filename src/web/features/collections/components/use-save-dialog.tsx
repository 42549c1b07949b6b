import { lazy, Suspense, useState } from 'react';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';

const loadDialog = () => import('./save-dialog');
const SaveDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of a tap; a failure is tried again at the tap. */
const preload = () => void loadDialog().catch(() => undefined);

/**
 * The 'Save to…' dialog of one project, its code fetched at the first touch of a save button (or
 * when the page asks, through `preload`): a page of cards pays nothing for it until a member taps.
 */
export function useSaveDialog(projectId: string) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const dialog = wanted && (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <SaveDialog projectId={projectId} open={open} onOpenChange={setOpen} />
      </Suspense>
    </LazyPartBoundary>
  );
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  return { show, preload, dialog };
}
