import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { COMMENT_MAX_LENGTH } from '#shared/constants';
import { commentInputSchema } from '#shared/schemas/comments';
import type { Comment } from '#shared/schemas/comments';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm, type Refusal } from '#web/lib/use-api-form';
import { useEditComment, usePostComment } from '../api/comments';

/**
 * A comment box checked by the shared schema. A refusal shows on the field, or as a toast of the
 * server's message (docs/product/error-messages.md, Comments: 'or the error message').
 */
function useCommentForm(
  content: string,
  send: (content: string) => Promise<unknown>,
  { emptyAfterSending = false } = {},
) {
  const { t } = useTranslation();
  const { form, ...rest } = useApiForm({
    guardUnsaved: true,
    schema: commentInputSchema,
    defaultValues: { content },
    failureTitle: t('errors.validationError'),
    refusalToast: ({ error, texts }: Refusal) =>
      Object.keys(texts).length > 0 ? null : { title: apiErrorText(t, error) },
    onSubmit: async ({ content: checked }) => {
      await send(checked);
      if (emptyAfterSending) form.reset();
    },
  });
  const draft = useWatch({ control: form.control, name: 'content' }) ?? '';
  return { form, ...rest, draft };
}

/** 'Add a comment' under a project. */
export function NewCommentForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const post = usePostComment(projectId);
  const { form, submit, submitting, fieldError, draft } = useCommentForm(
    '',
    async (content) => {
      await post.mutateAsync(content);
      showToast({ title: t('comments.posted') });
    },
    { emptyAfterSending: true },
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
      <TextAreaField
        label={t('comments.label')}
        value={draft}
        maxLength={COMMENT_MAX_LENGTH}
        error={fieldError('content')}
        {...form.register('content')}
      />
      <Button type="submit" disabled={submitting} className="self-end">
        {submitting ? t('comments.posting') : t('comments.post')}
      </Button>
    </form>
  );
}

/** One's own comment, edited in place; saving it unchanged just closes the box. */
export function EditCommentForm({
  comment,
  projectId,
  onDone,
}: {
  comment: Comment;
  projectId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditComment(projectId);
  const { form, submit, submitting, fieldError, draft } = useCommentForm(comment.content, async (content) => {
    if (content !== comment.content) {
      await edit.mutateAsync({ commentId: comment.id, content });
      showToast({ title: t('comments.updated') });
    }
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-col gap-2">
      <TextAreaField
        label={t('comments.editLabel')}
        value={draft}
        maxLength={COMMENT_MAX_LENGTH}
        error={fieldError('content')}
        {...form.register('content')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          {t('comments.save')}
        </Button>
      </div>
    </form>
  );
}
