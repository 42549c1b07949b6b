import { Globe } from 'lucide-react';
import type { Comment } from '#shared/schemas/comments';
import { MemberAvatar } from '#web/components/member-avatar';
import { useTranslation } from '#web/i18n/react';

type RemoteAuthor = NonNullable<Comment['remoteAuthor']>;

// A reply from an account on another server (docs/decisions/0071-federation-with-fedify.md): its
// name links to its profile there, never to a page here, and its picture is Atelier's own copy
// (its initials until one is made), never an image shown from there.

const shownName = (author: RemoteAuthor) => author.name ?? author.address ?? '?';

export function RemoteAuthorAvatar({ author }: { author: RemoteAuthor }) {
  return (
    <MemberAvatar
      url={author.avatarUrl}
      name={shownName(author)}
      handle={author.address ?? ''}
      px={36}
      className="size-9 text-sm"
    />
  );
}

/** The remote author's name, linking to their profile on their server, and their address there. */
export function RemoteAuthorName({ author }: { author: RemoteAuthor }) {
  const { t } = useTranslation();
  return (
    <>
      {author.url ? (
        <a
          href={author.url}
          rel="nofollow ugc noopener noreferrer"
          className="touch-target font-semibold hover:underline"
        >
          {shownName(author)}
        </a>
      ) : (
        <span className="font-semibold">{shownName(author)}</span>
      )}{' '}
      <span className="inline-flex items-center gap-1 text-slate-500">
        <Globe aria-hidden className="size-3.5" />
        <span className="sr-only">{t('comments.fromFediverse')}</span>
        {author.address}
      </span>
    </>
  );
}
