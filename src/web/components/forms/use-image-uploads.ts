import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { showToast } from '../ui/toast-store';
import type { UploadInFlight } from './upload-progress-list';

let nextUpload = 0;

/**
 * Sends the images dropped or chosen for a list (a gallery, a service's images), each on its own:
 * as many as the list has room for, each checked first (type, size), each with its progress while
 * it goes, each failure told by the file's name. A stored image goes to `onStored` with the place
 * it takes, so the list keeps the order the files were picked in whatever order their uploads end:
 * `fromEnd` counts the images picked after it that are already in the list, at its end.
 */
export function useImageUploads<Stored>({
  room,
  maxBytes,
  full,
  upload,
  onStored,
}: {
  /** How many more the list takes, not counting those on their way. */
  room: number;
  maxBytes: number;
  /** What to say when more are sent than fit: a title and a description. */
  full: { title: string; description: string };
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<Stored>;
  onStored: (stored: Stored, fromEnd: number) => void;
}) {
  const { t } = useTranslation();
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);
  // Uploads still going, and those that ended while one picked before them was still going.
  const order = useRef({ going: new Set<number>(), endedEarly: new Set<number>() });
  const settle = (id: number) => {
    const { going, endedEarly } = order.current;
    going.delete(id);
    const firstGoing = Math.min(...going);
    for (const ended of endedEarly) if (ended < firstGoing) endedEarly.delete(ended);
  };
  const place = (id: number) => {
    const { going, endedEarly } = order.current;
    const fromEnd = [...endedEarly].filter((ended) => ended > id).length;
    settle(id);
    if ([...going].some((other) => other < id)) endedEarly.add(id);
    return fromEnd;
  };

  const update = (id: number, change: Partial<UploadInFlight> | null) =>
    setInFlight((all) =>
      change === null
        ? all.filter((each) => each.id !== id)
        : all.map((each) => (each.id === id ? { ...each, ...change } : each)),
    );
  const failed = (file: File, description: string) =>
    showToast({ title: t('images.failed', { name: file.name }), description, variant: 'destructive' });

  const add = (files: File[]) => {
    const free = Math.max(0, room - inFlight.length);
    if (files.length > free) showToast({ ...full, variant: 'destructive' });
    for (const file of files.slice(0, free)) {
      const problem = imageFileProblem(file, maxBytes);
      if (problem) {
        failed(file, t(`errors.${problem}`));
        continue;
      }
      const id = (nextUpload += 1);
      setInFlight((all) => [...all, { id, name: file.name, progress: 0 }]);
      order.current.going.add(id);
      void upload(file, (progress) => update(id, { progress })).then(
        (stored) => {
          update(id, null);
          onStored(stored, place(id));
        },
        (failure) => {
          update(id, null);
          settle(id);
          failed(file, apiErrorText(t, failure));
        },
      );
    }
  };

  return { inFlight, add, full: room - inFlight.length <= 0 };
}
