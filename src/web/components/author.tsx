import { useTranslation } from '../i18n/react';
import { Link } from 'react-router';
import type { Author } from '@shared/schemas/profiles';
import { StoredImage } from './stored-image';
import { InitialsAvatar } from './initials-avatar';

// Comments, reviews and messages show who wrote them alike. The author is null once their
// account is gone, and is then shown as 'Unknown User' with no link.

export function AuthorAvatar({ author }: { author: Author | null }) {
  return author?.avatarUrl ? (
    <StoredImage
      src={author.avatarUrl}
      alt=""
      sizes="36px"
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      className="size-9 shrink-0 rounded-full object-cover"
    />
  ) : (
    <InitialsAvatar
      name={author ? (author.displayName ?? author.handle) : '?'}
      handle={author?.handle ?? ''}
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
