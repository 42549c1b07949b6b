import { FileArchive, FileImage, FileText, Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { REQUEST_FILES_PER_ENTRY_MAX } from '#shared/constants';
import { Button, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { ATTACHMENT_ACCEPT, addAttachments, type AttachmentProblem } from '../lib/attachments';
import { formatFileSize } from '../lib/formats';

const iconOf = (file: File) =>
  file.type.startsWith('image/') ? FileImage : file.type === 'application/pdf' ? FileText : FileArchive;

/**
 * Files to send with a message or a delivery: 'Attach files' opens the picker (several at once),
 * each chosen file shows with its size and a way to remove it. A file the server would refuse
 * (its type, over 20 MB, a sixth one) is left out and said why.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled = false,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const take = (chosen: File[]) => {
    const added = addAttachments(files, chosen);
    setProblems(added.problems);
    onChange(added.files);
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={t('workspace.composer.attach')}
        title={t('workspace.composer.attach')}
        disabled={disabled || files.length >= REQUEST_FILES_PER_ENTRY_MAX}
        onClick={() => input?.click()}
        className="px-2.5 pointer-coarse:min-w-11"
      >
        <Paperclip aria-hidden className="size-5" />
      </Button>
      <input
        ref={setInput}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('workspace.composer.chooseFiles')}
        disabled={disabled}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          // The same file may be chosen again after being removed.
          event.target.value = '';
        }}
      />
      <AttachmentList
        files={files}
        problems={problems}
        disabled={disabled}
        onRemove={(index) => {
          setProblems([]);
          onChange(files.filter((_, at) => at !== index));
        }}
      />
    </>
  );
}

function AttachmentList({
  files,
  problems,
  disabled,
  onRemove,
}: {
  files: File[];
  problems: AttachmentProblem[];
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const problemText = (problem: AttachmentProblem) =>
    problem.kind === 'tooMany'
      ? t('workspace.composer.tooMany', { max: REQUEST_FILES_PER_ENTRY_MAX })
      : t(`workspace.composer.${problem.kind}`, { name: problem.name });
  if (files.length === 0 && problems.length === 0) return null;
  return (
    <div className="order-last w-full">
      {files.length > 0 && (
        <ul aria-label={t('workspace.composer.attachments')} className="flex flex-wrap gap-2">
          {files.map((file, index) => {
            const Icon = iconOf(file);
            return (
              <li
                key={`${file.name}-${index}`}
                className="flex max-w-full items-center gap-1.5 rounded-lg border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-2 text-xs"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
                <span className="max-w-48 truncate font-medium">{file.name}</span>
                <span className="text-slate-500">{formatFileSize(file.size, i18n.language)}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('workspace.composer.remove', { name: file.name })}
                  onClick={() => onRemove(index)}
                  className={ICON_BUTTON_CLASSES}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="mt-1 text-xs font-medium text-red-700">
          {problems.map((problem) => (
            <li key={problem.kind === 'tooMany' ? problem.kind : `${problem.kind}-${problem.name}`}>
              {problemText(problem)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
