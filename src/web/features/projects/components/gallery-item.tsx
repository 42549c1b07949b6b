import { GripVertical } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_CAPTION_MAX_LENGTH } from '#shared/constants';
import type { GalleryImage, ProjectFormValues } from '#shared/schemas/projects';
import { useTranslation } from '#web/i18n/react';
import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { StoredImage } from '#web/components/stored-image';
import { cn } from '#web/lib/cn';
import { ImageOrderButtons } from '#web/components/forms/image-order-buttons';

// What a dragged gallery item carries: its place in the list (a file dragged in carries 'Files').
const ITEM_TYPE = 'application/x-atelier-gallery-item';

/**
 * One image of the gallery being edited: its picture, its description and caption, and the ways to
 * move it (drag by the grip, or the Move buttons for the keyboard).
 */
export function GalleryItem({
  image,
  index,
  count,
  register,
  altError,
  captionError,
  onMove,
  onRemove,
}: {
  image: Pick<GalleryImage, 'url'>;
  index: number;
  count: number;
  register: UseFormRegister<ProjectFormValues>;
  altError?: string;
  captionError?: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [dropTarget, setDropTarget] = useState(false);
  const position = { position: index + 1, count };

  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-slate-200 bg-surface p-3 sm:flex-row',
        dropTarget && 'border-brand-600',
      )}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(ITEM_TYPE)) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        setDropTarget(false);
        const from = event.dataTransfer.getData(ITEM_TYPE);
        if (from === '') return;
        event.preventDefault();
        onMove(Number(from), index);
      }}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(ITEM_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
          }}
          aria-label={t('project.form.dragImage', position)}
          // The Move buttons are the keyboard's way; the grip is for a mouse or a finger.
          tabIndex={-1}
          className={cn(ICON_BUTTON_CLASSES, 'cursor-grab')}
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
        <StoredImage
          src={image.url}
          alt=""
          sizes="128px"
          className="aspect-[4/3] w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <TextField
          label={t('project.form.imageAlt', position)}
          hint={t('project.form.imageAltHint')}
          maxLength={IMAGE_ALT_MAX_LENGTH}
          required
          error={altError}
          {...register(`gallery.${index}.alt`)}
        />
        <TextField
          label={t('project.form.imageCaption', position)}
          maxLength={IMAGE_CAPTION_MAX_LENGTH}
          error={captionError}
          {...register(`gallery.${index}.caption`)}
        />
      </div>
      <div className="flex gap-1 sm:flex-col">
        <ImageOrderButtons index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
    </li>
  );
}
