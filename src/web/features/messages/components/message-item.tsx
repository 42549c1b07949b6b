import { Pencil, Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { messageInputSchema, type Message } from '#shared/schemas/messages';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { cn } from '#web/lib/cn';
import { useApiForm } from '#web/lib/use-api-form';
import { useDeleteMessage, useEditMessage } from '../api/messages';

/** One message: its text and time; on one's own, Edit and Delete, and 'Seen' when it was read. */
export function MessageItem({
  message,
  conversationId,
  seen,
}: {
  message: Message;
  conversationId: string;
  seen: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteMessage(conversationId);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(message.createdAt),
  );
  const own = message.mine && !message.deleted;

  return (
    <li className={cn('group flex flex-col', message.mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm sm:max-w-[70%]',
          message.deleted
            ? 'border border-dashed border-slate-300 text-slate-500 italic'
            : message.mine
              ? 'bg-brand-600 text-white'
              : 'bg-slate-100 text-slate-900',
        )}
      >
        {editing ? (
          <EditMessageForm
            message={message}
            conversationId={conversationId}
            onDone={() => setEditing(false)}
          />
        ) : (
          <p className="break-words whitespace-pre-wrap">
            {message.deleted ? t('messages.deleted') : message.content}
          </p>
        )}
      </div>
      <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
        <time dateTime={message.createdAt}>{time}</time>
        {message.editedAt && !message.deleted && <span>· {t('messages.edited')}</span>}
        {seen && <span>· {t('messages.seen')}</span>}
        {own && !editing && (
          <span className="ml-1 flex gap-0.5 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('messages.edit')}
              onClick={() => setEditing(true)}
            >
              <Pencil className="size-3.5" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('messages.delete')}
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
            </Button>
          </span>
        )}
      </p>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('messages.deleteTitle')}
        description={t('messages.deleteText')}
        confirmLabel={t('messages.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(message.id, {
            onSuccess: () => setConfirmingDelete(false),
            onError: (error) =>
              showToast({
                title: t('messages.deleteFailed'),
                description: apiErrorText(t, error),
                variant: 'destructive',
              }),
          })
        }
      />
    </li>
  );
}

/** Editing in place: Enter saves, Escape cancels; an unchanged text saves nothing. */
function EditMessageForm({
  message,
  conversationId,
  onDone,
}: {
  message: Message;
  conversationId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const edit = useEditMessage(conversationId);
  const { form, submit, submitting } = useApiForm({
    guardUnsaved: true,
    schema: messageInputSchema,
    defaultValues: { content: message.content ?? '' },
    failureTitle: t('messages.editFailed'),
    onSubmit: async ({ content }) => {
      if (content !== message.content) await edit.mutateAsync({ messageId: message.id, content });
      onDone();
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onDone();
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <textarea
        aria-label={t('messages.editLabel')}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        // The box takes focus as editing starts, like a chat app's.
        autoFocus
        onKeyDown={onKeyDown}
        className="w-64 max-w-full rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm text-slate-900"
        {...form.register('content')}
      />
      <span className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone} className="text-inherit">
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" variant="outline" disabled={submitting}>
          {t('messages.save')}
        </Button>
      </span>
    </form>
  );
}
