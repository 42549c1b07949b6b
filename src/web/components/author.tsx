import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { Author } from '#shared/schemas/profiles';
import { MemberAvatar } from './member-avatar';

// Comments, reviews and messages show who wrote them alike. The author is null once their
// account is gone, and is then shown as 'Unknown User' with no link.

export function AuthorAvatar({ author }: { author: Author | null }) {
  return (
    <MemberAvatar
      url={author?.avatarUrl}
      name={author ? (author.displayName ?? author.handle) : '?'}
      handle={author?.handle ?? ''}
      px={36}
      className="size-9 text-sm"
    />
  );
}

/** The author's name, linking to their profile. */
export function AuthorName({ author }: { author: Author | null }) {
  const { t } = useTranslation();
  if (!author) return <span className="font-semibold">{t('comments.unknownUser')}</span>;
  return (
    <Link to={`/${author.handle}`} className="touch-target font-semibold hover:underline">
      {author.displayName ?? author.handle}
    </Link>
  );
}
