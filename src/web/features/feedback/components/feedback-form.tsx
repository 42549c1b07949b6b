import type { TFunction } from '#web/i18n/translator';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import {
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TYPES,
} from '#shared/constants';
import { feedbackInputSchema, type FeedbackInput } from '#shared/schemas/feedback';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { useApiForm } from '#web/lib/use-api-form';
import { useSubmitFeedback } from '../api/feedback';
import { ScreenshotField, useChosenScreenshot } from './screenshot-field';

const EMPTY: Required<FeedbackInput> = { type: 'bug', title: '', description: '', url: '' };

function refusalOf(t: TFunction, error: unknown) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 413)
    return { title: t('feedback.fileTooLarge'), description: t('errors.screenshotTooLarge') };
  if (status === 401)
    return { title: t('feedback.authRequired'), description: t('errors.signInToSendFeedback') };
  return { title: t('feedback.failed'), description: t('feedback.failedText') };
}

/**
 * The feedback form (docs/product/screens-and-routes.md, Feedback): type, title, description, related
 * URL and a screenshot.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [screenshot, setScreenshot] = useChosenScreenshot();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useSubmitFeedback(setProgress);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: feedbackInputSchema,
    defaultValues: EMPTY,
    failureTitle: t('errors.validationError'),
    // A field's rule is told under 'Validation error'; anything else the server refused has its own toast.
    refusalToast: ({ error, fields }) =>
      error && Object.keys(fields).length === 0 ? refusalOf(t, error) : undefined,
    onSubmit: async (_, typed) => {
      setProgress(screenshot ? 0 : null);
      try {
        await send.mutateAsync({ input: typed, screenshot: screenshot?.file ?? null });
      } finally {
        setProgress(null);
      }
      form.reset(EMPTY);
      setScreenshot(null);
      showToast({ title: t('feedback.submitted'), description: t('feedback.submittedText') });
    },
  });

  const description = form.watch('description');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('feedback.type')}</legend>
        <div className="flex flex-wrap gap-3">
          {FEEDBACK_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm pointer-coarse:min-h-11 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              {/* Checked in the server's HTML too: the form registers its default only once live. */}
              <input
                type="radio"
                value={type}
                defaultChecked={type === EMPTY.type}
                className="accent-brand-600"
                {...form.register('type')}
              />
              {t(`feedback.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('feedback.title')}
        maxLength={FEEDBACK_TITLE_MAX_LENGTH}
        error={fieldError('title')}
        {...form.register('title')}
      />
      <TextAreaField
        label={t('feedback.description')}
        value={description}
        maxLength={FEEDBACK_DESCRIPTION_MAX_LENGTH}
        rows={6}
        error={fieldError('description')}
        {...form.register('description')}
      />
      <TextField
        label={t('feedback.url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t('feedback.urlHint')}
        error={fieldError('url')}
        {...form.register('url')}
      />
      <ScreenshotField value={screenshot} onChange={setScreenshot} disabled={submitting} />
      {/* A form of text alone goes in an instant; only a screenshot is worth a progress bar. */}
      {progress !== null && screenshot && (
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <progress
            className="h-2 w-48 overflow-hidden rounded-full accent-brand-600"
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t('feedback.uploading')}
          />
          <span aria-hidden>{Math.round(progress * 100)}%</span>
        </div>
      )}
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('feedback.submitting') : t('feedback.submit')}
      </Button>
    </form>
  );
}
