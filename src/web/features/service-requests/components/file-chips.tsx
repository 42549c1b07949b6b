import { FileArchive, FileImage, FileText } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import type { RequestFile } from '#shared/schemas/request-workspace';
import { cn } from '#web/lib/cn';
import { formatFileSize } from '../lib/formats';

const iconOf = (contentType: RequestFile['contentType']) =>
  contentType.startsWith('image/') ? FileImage : contentType === 'application/pdf' ? FileText : FileArchive;

/**
 * A thread entry's files: type, name and size, each a download through the API (the only address a
 * request's file has; docs/decisions/0051).
 */
export function FileChips({ files, onBrand = false }: { files: RequestFile[]; onBrand?: boolean }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul aria-label={t('workspace.files.label')} className="mt-2 flex flex-col gap-1.5">
      {files.map((file) => {
        const Icon = iconOf(file.contentType);
        const size = formatFileSize(file.size, i18n.language);
        return (
          <li key={file.id}>
            <a
              href={file.path}
              download={file.name}
              aria-label={t('workspace.files.download', { name: file.name, size })}
              className={cn(
                'flex min-h-11 max-w-full items-center gap-2 rounded-lg border px-3 py-1.5 text-sm hover:underline',
                onBrand
                  ? 'border-white/40 bg-white/10 text-white'
                  : 'border-slate-200 bg-surface text-slate-800 hover:bg-slate-50',
              )}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 truncate font-medium">{file.name}</span>
              <span className={cn('ml-auto shrink-0 text-xs', onBrand ? 'text-white' : 'text-slate-500')}>
                {size}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
