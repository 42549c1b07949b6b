import { GripVertical } from 'lucide-react';
import { useId } from 'react';
import type { ProjectLicence } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { OrderButtons } from '#web/components/forms/order-buttons';
import type { useDragToReorder } from '#web/components/forms/use-drag-to-reorder';
import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { GridBlockEditor } from './grid-block-editor';
import { ImageBlockEditor } from './image-block-editor';
import type { FormBlock, ProjectFormParts } from './project-form-values';
import { TextBlockEditor } from './text-block-editor';
import { VideoBlockEditor } from './video-block-editor';

/**
 * One block of the case study being edited: what kind it is and where it stands, its grip and Move
 * buttons, its Remove button, and the fields of its kind. The block is a group named by its header,
 * so its fields keep short labels ('Description', 'Video link').
 */
export function BlockEditor({
  type,
  index,
  count,
  parts,
  licence,
  imagesLeft,
  drag,
  dragged,
  onMove,
  onRemove,
}: {
  type: FormBlock['type'];
  index: number;
  count: number;
  parts: ProjectFormParts;
  licence: ProjectLicence;
  /** How many more images the case study takes. */
  imagesLeft: number;
  drag: ReturnType<typeof useDragToReorder>;
  dragged: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const headerId = useId();
  const position = { position: index + 1, count };
  const kind = t(`project.form.blocks.kinds.${type}`);

  return (
    <li
      {...drag.itemProps(index)}
      className={cn(
        'rounded-xl border border-slate-200 bg-surface',
        dragged && 'border-brand-600 shadow-lg ring-2 ring-brand-100',
      )}
    >
      <div role="group" aria-labelledby={headerId} className="flex flex-col gap-3 p-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            {...drag.gripProps(index)}
            aria-label={t('project.form.blocks.drag', position)}
            // The Move buttons are the keyboard's way; the grip is for a finger or a mouse.
            tabIndex={-1}
            className={cn(ICON_BUTTON_CLASSES, 'cursor-grab active:cursor-grabbing')}
          >
            <GripVertical aria-hidden className="size-5" />
          </button>
          <p id={headerId} className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
            {t('project.form.blocks.header', { kind, ...position })}
          </p>
          <OrderButtons
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
            labels={{
              earlier: t('project.form.blocks.moveEarlier', position),
              later: t('project.form.blocks.moveLater', position),
              remove: t('project.form.blocks.remove', position),
            }}
          />
        </div>
        {type === 'text' && <TextBlockEditor index={index} parts={parts} labelledBy={headerId} />}
        {type === 'image' && <ImageBlockEditor index={index} parts={parts} />}
        {type === 'grid' && (
          <GridBlockEditor index={index} parts={parts} licence={licence} imagesLeft={imagesLeft} />
        )}
        {type === 'video' && <VideoBlockEditor index={index} parts={parts} />}
      </div>
    </li>
  );
}
