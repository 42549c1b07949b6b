import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { Correspondent, MessagingRefusal } from '#shared/schemas/messages';
import { useIsTyping } from '../api/typing';
import { CorrespondentAvatar } from './correspondent-avatar';
import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

/** A thread's header: back to the list (on a phone), who it is with, online or typing, and actions. */
export function ThreadHeader({
  other,
  conversationId,
  actions,
}: {
  other: Correspondent | null;
  conversationId: string | null;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const typing = useIsTyping(conversationId);
  const name = other ? (other.displayName ?? other.handle) : t('comments.unknownUser');
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2">
      <Link to="/messages" aria-label={t('messages.back')} className={cn(ICON_BUTTON_CLASSES, 'md:hidden')}>
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      <CorrespondentAvatar other={other} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          {other ? (
            <Link to={`/${other.handle}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="truncate text-xs text-slate-500" aria-live="polite">
          {typing
            ? t('messages.typing', { name })
            : other?.online
              ? t('messages.online')
              : other
                ? `@${other.handle}`
                : ''}
        </p>
      </div>
      {actions}
    </div>
  );
}

/** Instead of the message box when one may not write: why, in words. */
export function RefusalNotice({ refusal, handle }: { refusal: MessagingRefusal; handle: string | null }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="border-t border-slate-200 bg-slate-50 p-4 text-center text-sm text-slate-600">
      {t(`messages.refusal.${refusal}`, { handle: handle ?? '' })}
    </p>
  );
}
