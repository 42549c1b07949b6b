import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  PROJECT_BLOCKS_MAX,
  PROJECT_IMAGE_MAX_BYTES,
  PROJECT_IMAGES_MAX,
  type ProjectLicence,
} from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { AddImagesZone } from '#web/components/forms/add-images-zone';
import { UploadProgressList } from '#web/components/forms/upload-progress-list';
import { useDragToReorder } from '#web/components/forms/use-drag-to-reorder';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useImageUploads } from '#web/components/forms/use-image-uploads';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useUploadProjectImage } from '../api/projects';
import { AddBlockButtons } from './add-block-buttons';
import { BlockEditor } from './block-editor';
import {
  countImages,
  holdsWork,
  newBlockId,
  type FormBlock,
  type ProjectFormParts,
} from './project-form-values';

/**
 * The case study after the cover (docs/decisions/0068-case-studies-in-blocks.md): text, images,
 * grids and videos, added at the end, put in order by dragging a block's grip (a finger or a mouse)
 * or by its Move buttons (the keyboard), and removed, asking first when the block holds words, a
 * link or a grid's images. Images dropped or chosen here become image blocks each, in the order
 * they were picked. The blocks are the form's, saved with the project and with its draft.
 */
export function ProjectBlocksField({
  licence,
  parts,
}: {
  /** The licence the form shows, written into the images' copies. */
  licence: ProjectLicence;
  parts: ProjectFormParts;
}) {
  const { t } = useTranslation();
  const { control, getValues, fieldError } = parts;
  const imageLimits = useImageLimits();
  const blocks = useFieldArray({ control, name: 'blocks' });
  const values = useWatch({ control, name: 'blocks' }) ?? [];
  const imagesLeft = PROJECT_IMAGES_MAX - countImages(values);
  const blocksLeft = PROJECT_BLOCKS_MAX - blocks.fields.length;
  const count = blocks.fields.length;
  // Said once a block moves or goes, for people who cannot see the list change.
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);

  const upload = useUploadProjectImage();
  const uploads = useImageUploads({
    room: Math.min(imagesLeft, blocksLeft),
    maxBytes: PROJECT_IMAGE_MAX_BYTES,
    full: { title: t('project.form.blocks.full'), description: t('errors.tooManyProjectImages') },
    upload: (file, onProgress) => upload.mutateAsync({ file, licence, onProgress }),
    // In the place it was picked for, read when its upload ends: several end one after another.
    onStored: (stored, fromEnd) =>
      blocks.insert(
        Math.max(0, (getValues('blocks')?.length ?? 0) - fromEnd),
        { ...stored, id: newBlockId(), type: 'image', wide: false, alt: '', caption: null },
        { shouldFocus: false },
      ),
  });

  const announceMove = (to: number) =>
    setAnnouncement(t('project.form.blocks.moved', { position: to + 1, count }));
  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    blocks.move(from, to);
    announceMove(to);
  };
  const drag = useDragToReorder({ list: 'blocks', onMove: blocks.move, onDrop: announceMove });
  // A removed block takes its Remove button with it: the focus goes to the list, not the page's top.
  const focusAfterRemoval = useRef(false);
  const list = useRef<HTMLOListElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    (list.current ?? empty.current)?.focus();
  }, [count]);
  const remove = (index: number) => {
    focusAfterRemoval.current = true;
    blocks.remove(index);
    setAnnouncement(t('project.form.blocks.removed'));
  };
  const askToRemove = (index: number) =>
    holdsWork(getValues(`blocks.${index}`)) ? setRemoving(index) : remove(index);
  // A new block's first field takes the focus, so a person types straight into it.
  const add = (block: FormBlock, focusField: string) =>
    blocks.append(block, { focusName: `blocks.${count}.${focusField}` });

  const listError = fieldError('blocks');

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('project.form.fields.blocks')}</legend>
      <p className="-mt-1 text-xs text-slate-500">
        {`${t('project.form.blocks.hint', { blocks: PROJECT_BLOCKS_MAX, images: PROJECT_IMAGES_MAX })} ${imageLimits}`}
      </p>
      {count === 0 ? (
        <p ref={empty} tabIndex={-1} className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          {t('project.form.blocks.empty')}
        </p>
      ) : (
        <ol
          ref={list}
          tabIndex={-1}
          className="flex flex-col gap-3"
          aria-label={t('project.form.fields.blocks')}
        >
          {blocks.fields.map((block, index) => (
            <BlockEditor
              key={block.id}
              type={block.type}
              index={index}
              count={count}
              parts={parts}
              licence={licence}
              imagesLeft={imagesLeft}
              drag={drag}
              dragged={drag.draggedIndex === index}
              onMove={move}
              onRemove={() => askToRemove(index)}
            />
          ))}
        </ol>
      )}
      <UploadProgressList uploads={uploads.inFlight} />
      {blocksLeft > 0 && (
        <div className="flex flex-col gap-3">
          {!uploads.full && <AddImagesZone onFiles={uploads.add} />}
          <AddBlockButtons gridFits={imagesLeft >= 2} onAdd={add} />
        </div>
      )}
      {listError && <p className="text-xs font-medium text-red-700">{listError}</p>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('project.form.blocks.removeTitle')}
        description={t('project.form.blocks.removeText')}
        confirmLabel={t('project.form.blocks.removeConfirm')}
        destructive
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </fieldset>
  );
}
