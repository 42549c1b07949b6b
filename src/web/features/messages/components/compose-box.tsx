import { SendHorizontal } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { messageInputSchema } from '#shared/schemas/messages';
import { Button } from '#web/components/ui/button';
import { InlineNameFields, useInlineName } from '#web/components/forms/inline-name-fields';
import { useApiForm } from '#web/lib/use-api-form';

/**
 * The message box: Enter sends, Shift+Enter adds a line, a counter up to 2000. What was typed comes
 * back into the box when sending fails. A member without a name gives it above the box, and the same
 * send saves it first.
 */
export function ComposeBox({
  send,
  onTyping,
  recipient,
}: {
  send: (content: string) => Promise<unknown>;
  onTyping?: () => void;
  /** Who the message goes to, for the inline name's words. */
  recipient?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const name = useInlineName();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: messageInputSchema,
    defaultValues: { content: '' },
    failureTitle: t('messages.sendFailed'),
    // The box empties at once, so the next message can be typed while this one goes; a failed
    // send puts the text back (unless something new was typed meanwhile).
    onSubmit: async ({ content }, typed) => {
      form.setValue('content', '');
      try {
        // The name first: the server refuses a message from no one (nameRequired).
        await name.save();
        await send(content);
      } catch (error) {
        if (!form.getValues('content')) form.setValue('content', typed.content);
        throw error;
      }
    },
  });
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const empty = content.trim().length === 0;
  const field = form.register('content', { onChange: () => onTyping?.() });

  const sendNow = (event?: FormEvent) => {
    name.check();
    void submit(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!empty && !submitting) sendNow();
  };

  const error = fieldError('content');
  return (
    <form
      onSubmit={sendNow}
      noValidate
      className="flex flex-col gap-3 border-t border-slate-200 bg-surface p-3"
    >
      <InlineNameFields name={name} {...(recipient ? { recipient } : {})} />
      <div>
        <label htmlFor={id} className="sr-only">
          {t('messages.composeLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={id}
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={t('messages.composePlaceholder')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onKeyDown={onKeyDown}
            className="max-h-40 min-h-10 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            {...field}
          />
          <Button type="submit" disabled={empty || submitting} aria-label={t('messages.send')}>
            <SendHorizontal className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p id={`${id}-hint`} className="mt-1 flex justify-between text-xs text-slate-500">
          <span>{t('messages.composeHint')}</span>
          <span>{t('messages.counter', { count: content.length, max: MESSAGE_MAX_LENGTH })}</span>
        </p>
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
