import { Globe, Lock } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';

/** Public or private, in words beside its icon. */
export function VisibilityBadge({ isPublic, className }: { isPublic: boolean; className?: string }) {
  const { t } = useTranslation();
  const Icon = isPublic ? Globe : Lock;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        isPublic ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {isPublic ? t('collections.public') : t('collections.private')}
    </span>
  );
}
