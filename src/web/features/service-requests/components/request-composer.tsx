import { RotateCw, SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { requestMessageFieldsSchema } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import type { Draft } from '../api/request-workspace';
import { AttachmentPicker } from './attachment-picker';

/**
 * The thread's composer: text (Enter sends, Shift+Enter adds a line) and up to 5 files. Nothing is
 * lost: the text and files stay until the server has them; a refused send says why beside a Retry,
 * and a second press while one is on its way sends nothing more. Its state is its own, so a refetch
 * of the workspace (a live event) leaves an unsent draft alone. `tools` holds the seller's Send quote
 * and Deliver.
 */
export function RequestComposer({
  send,
  tools,
}: {
  send: (draft: Draft) => Promise<unknown>;
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Set at once, before React renders the disabled button: two quick presses send once.
  const inFlight = useRef(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: requestMessageFieldsSchema,
    defaultValues: { body: '' },
    failureTitle: t('workspace.composer.label'),
    // The composer says why in place, beside Retry, rather than in a toast.
    refusalToast: () => null,
    onSubmit: async ({ body }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFailure(null);
      setProgress(files.length > 0 ? 0 : null);
      try {
        await send({ body, files, onProgress: setProgress });
        form.reset({ body: '' });
        setFiles([]);
      } catch (error) {
        setFailure(apiErrorText(t, error));
        throw error;
      } finally {
        inFlight.current = false;
        setProgress(null);
      }
    },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const empty = body.trim().length === 0 && files.length === 0;
  const sendDraft = () => {
    if (!empty) void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendDraft();
  };

  const error = fieldError('body');
  const described = [`${id}-hint`, error ? `${id}-error` : null, failure ? `${id}-failure` : null];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sendDraft();
      }}
      noValidate
      aria-busy={submitting || undefined}
      className="rounded-b-2xl border-t border-slate-200 bg-surface p-3"
    >
      <label htmlFor={id} className="sr-only">
        {t('workspace.composer.label')}
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <AttachmentPicker files={files} onChange={setFiles} disabled={submitting} />
        <textarea
          id={id}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          readOnly={submitting}
          placeholder={t('workspace.composer.placeholder')}
          aria-describedby={described.filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-lg border border-slate-300 bg-surface px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          {...form.register('body')}
        />
        <Button type="submit" disabled={empty || submitting} aria-label={t('workspace.composer.send')}>
          <SendHorizontal className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {tools}
        <p
          id={`${id}-hint`}
          className="ml-auto flex grow justify-between gap-3 text-xs text-slate-500 sm:grow-0"
        >
          <span>
            {progress !== null
              ? t('workspace.composer.uploading', { percent: Math.round(progress * 100) })
              : t('workspace.composer.hint')}
          </span>
          <span>{t('workspace.composer.counter', { count: body.length, max: MESSAGE_MAX_LENGTH })}</span>
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {failure && (
        <div
          id={`${id}-failure`}
          role="alert"
          className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span className="flex-1">{t('workspace.composer.failed', { reason: failure })}</span>
          <Button size="sm" variant="outline" disabled={submitting || empty} onClick={sendDraft}>
            <RotateCw aria-hidden className="size-4" />
            {t('workspace.composer.retry')}
          </Button>
        </div>
      )}
    </form>
  );
}
