import { useTranslation } from '#web/i18n/react';
import type { Correspondent } from '#shared/schemas/messages';
import { AuthorAvatar } from '#web/components/author';

/** The other member's avatar, with a green dot while they are online (when they show it). */
export function CorrespondentAvatar({ other }: { other: Correspondent | null }) {
  const { t } = useTranslation();
  return (
    <span className="relative shrink-0">
      <AuthorAvatar author={other} />
      {other?.online && (
        <span
          role="img"
          aria-label={t('messages.online')}
          className="absolute right-0 bottom-0 size-2.5 rounded-full bg-emerald-500 ring-2 ring-surface"
        />
      )}
    </span>
  );
}
