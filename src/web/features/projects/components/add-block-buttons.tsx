import { Clapperboard, LayoutGrid, Type } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { newBlockId, type FormBlock } from './project-form-values';

/**
 * Add text, Add a grid and Add a video, each an empty block at the end whose first field takes the
 * focus (images come as blocks of their own from the drop zone beside them).
 */
export function AddBlockButtons({
  gridFits,
  onAdd,
}: {
  /** Whether the case study has room for a grid's two images. */
  gridFits: boolean;
  onAdd: (block: FormBlock, focusField: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onAdd({ id: newBlockId(), type: 'text', markdown: '' }, 'markdown')}
      >
        <Type aria-hidden className="size-4" />
        {t('project.form.blocks.addText')}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!gridFits}
        onClick={() => onAdd({ id: newBlockId(), type: 'grid', columns: 2, images: [] }, 'columns')}
      >
        <LayoutGrid aria-hidden className="size-4" />
        {t('project.form.blocks.addGrid')}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onAdd({ id: newBlockId(), type: 'video', url: '', caption: null }, 'url')}
      >
        <Clapperboard aria-hidden className="size-4" />
        {t('project.form.blocks.addVideo')}
      </Button>
    </div>
  );
}
