import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { showToast } from '../ui/toast-store';
import type { UploadInFlight } from './upload-progress-list';

let nextUpload = 0;

/**
 * Sends the images dropped or chosen for a list (a gallery, a service's images), each on its own:
 * as many as the list has room for, each checked first (type, size), each with its progress while
 * it goes, each failure told by the file's name. A stored image goes to `onStored`.
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
  onStored: (stored: Stored) => void;
}) {
  const { t } = useTranslation();
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);

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
      void upload(file, (progress) => update(id, { progress })).then(
        (stored) => {
          update(id, null);
          onStored(stored);
        },
        (failure) => {
          update(id, null);
          failed(file, apiErrorText(t, failure));
        },
      );
    }
  };

  return { inFlight, add, full: room - inFlight.length <= 0 };
}
