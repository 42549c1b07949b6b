import { Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SignInLink } from '#web/components/routing/sign-in-link';
import type { Comment } from '#shared/schemas/comments';
import { buttonClasses } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { formatRelativeTime } from '#web/lib/relative-time';
import { preloadableLazy } from '#web/lib/preloadable-lazy';
import { useSession } from '#web/lib/session';
import { useComments, useDeleteComment } from '../api/comments';
import { AuthorAvatar, AuthorName } from '#web/components/author';
import { RemoteAuthorAvatar, RemoteAuthorName } from './remote-author';

// The forms and their checks (zod, react-hook-form) are a member's: a visitor's page goes live
// without them (lib/preloadable-lazy.ts).
const COMMENT_FORM_MODULE = 'features/comments/components/comment-form.tsx';
const NewCommentForm = preloadableLazy(COMMENT_FORM_MODULE, async () => ({
  default: (await import('./comment-form')).NewCommentForm,
}));
const EditCommentForm = preloadableLazy(COMMENT_FORM_MODULE, async () => ({
  default: (await import('./comment-form')).EditCommentForm,
}));

/** A project's comments, newest first; they refresh live when anyone comments (see useLiveEvents). */
export function CommentsSection({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const comments = useComments(projectId);
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="comments-heading" className="text-xl font-semibold">
        {t('comments.title')}
      </h2>
      {user ? (
        <Suspense fallback={null}>
          <NewCommentForm projectId={projectId} />
        </Suspense>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          {t('comments.signInToComment')}{' '}
          <SignInLink className="font-medium text-brand-700 hover:underline">
            {t('comments.signIn')}
          </SignInLink>
        </p>
      )}
      {comments.isPending ? (
        <div className="mt-6 flex justify-center">
          <Spinner />
        </div>
      ) : comments.data && comments.data.length > 0 ? (
        <ul className="mt-6 flex flex-col gap-4" aria-label={t('comments.title')}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} projectId={projectId} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-500">{t('comments.empty')}</p>
      )}
    </section>
  );
}

function CommentItem({ comment, projectId }: { comment: Comment; projectId: string }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(projectId);

  const told = (success: string, then?: () => void) => ({
    onSuccess: () => {
      showToast({ title: success });
      then?.();
    },
    onError: (error: unknown) => showToast({ title: apiErrorText(t, error), variant: 'destructive' }),
  });

  return (
    <li className="flex gap-3">
      {comment.remoteAuthor ? (
        <RemoteAuthorAvatar author={comment.remoteAuthor} />
      ) : (
        <AuthorAvatar author={comment.author} />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          {comment.remoteAuthor ? (
            <RemoteAuthorName author={comment.remoteAuthor} />
          ) : (
            <AuthorName author={comment.author} />
          )}{' '}
          <span className="text-slate-500">
            · {/* Rendered on the server a moment earlier: 'just now' may have become '1 minute ago'. */}
            <time dateTime={comment.createdAt} suppressHydrationWarning>
              {formatRelativeTime(new Date(comment.createdAt), i18n.language)}
            </time>
            {comment.editedAt && ` · ${t('comments.edited')}`}
          </span>
        </p>
        {editing ? (
          <Suspense fallback={null}>
            <EditCommentForm comment={comment} projectId={projectId} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-800">{comment.content}</p>
        )}
        {!editing && (comment.canEdit || comment.canDelete) && (
          <div className="mt-1 flex gap-1">
            {comment.canEdit && (
              <button
                type="button"
                className={buttonClasses('ghost', 'sm', 'h-7 px-2 text-xs')}
                onClick={() => setEditing(true)}
              >
                <Pencil aria-hidden className="size-3.5" />
                {t('comments.edit')}
              </button>
            )}
            {comment.canDelete && (
              <button
                type="button"
                className={buttonClasses('ghost', 'sm', 'h-7 px-2 text-xs')}
                onClick={() => setConfirming(true)}
              >
                <Trash2 aria-hidden className="size-3.5" />
                {t('comments.delete')}
              </button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('comments.deleteTitle')}
        description={t('comments.deleteText')}
        confirmLabel={t('comments.delete')}
        busy={remove.isPending}
        destructive
        onConfirm={() =>
          remove.mutate(comment.id, { ...told(t('comments.deleted')), onSettled: () => setConfirming(false) })
        }
      />
    </li>
  );
}
