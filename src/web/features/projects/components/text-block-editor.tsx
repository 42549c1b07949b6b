import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { TEXT_BLOCK_MAX_LENGTH } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { MarkdownText } from './markdown-text';
import type { ProjectFormParts } from './project-form-values';

/**
 * A text block's words, in the Markdown the page shows (shared/markdown-subset.ts): typed with a
 * line on what it understands, and a preview of how the page will show them.
 */
export function TextBlockEditor({
  index,
  parts,
  labelledBy,
}: {
  index: number;
  parts: ProjectFormParts;
  /** The block's header, which names the text box. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const name = `blocks.${index}.markdown` as const;
  const markdown = (useWatch({ control: parts.control, name }) as string | undefined) ?? '';
  const error = parts.fieldError(name);

  return (
    <div className="flex flex-col gap-1.5">
      {previewing ? (
        <div className="min-h-24 rounded-lg border border-slate-200 px-3 py-2">
          {markdown.trim() ? (
            <MarkdownText markdown={markdown} />
          ) : (
            <p className="text-sm text-slate-500">{t('project.form.blocks.nothingToPreview')}</p>
          )}
        </div>
      ) : (
        <textarea
          aria-labelledby={labelledBy}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${error ? `${id}-error` : `${id}-count`}`}
          rows={6}
          className={cn(
            'min-h-24 rounded-lg border bg-surface px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
            error ? 'border-red-400' : 'border-slate-300',
          )}
          {...parts.register(name)}
        />
      )}
      <div className="flex flex-wrap items-start justify-between gap-2 text-xs">
        <p id={`${id}-hint`} className="min-w-0 flex-1 text-slate-500">
          {t('project.form.blocks.markdownHint')}
        </p>
        <span
          id={`${id}-count`}
          className={markdown.length > TEXT_BLOCK_MAX_LENGTH ? 'text-red-700' : 'text-slate-500'}
        >
          {markdown.length}/{TEXT_BLOCK_MAX_LENGTH}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-pressed={previewing}
          onClick={() => setPreviewing((shown) => !shown)}
        >
          {t('project.form.blocks.preview')}
        </Button>
      </div>
    </div>
  );
}
