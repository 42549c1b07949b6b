import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '#web/i18n/react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText, apiFieldIds, messageText } from './api-error-text';
import { useUnsavedChanges, whileSaving } from './unsaved-changes';

/**
 * A refused submit: each field's message id and translated text, and the server's error when it was
 * the server.
 */
export type Refusal = { fields: Record<string, string>; texts: Record<string, string>; error?: unknown };
export type FailureToast = { title: string; description?: string };

type ApiFormOptions<Values extends FieldValues, Output> = {
  /** The shared zod schema (or a form-shaped one built from it); the server checks the same rules. */
  schema: z.ZodType<Output, Values>;
  /** Typed by the schema alone: a literal default ('totp') would otherwise widen the values' type. */
  defaultValues: DefaultValues<NoInfer<Values>>;
  /** The toast title when the submit is refused, by the schema here or by the server. */
  failureTitle: string;
  /**
   * Sends the checked values, usually a mutation hook's `mutateAsync`. A throw is the refusal. The
   * values as typed come second, for a request the schema's output does not fit.
   */
  onSubmit: (values: Output, typed: Values) => Promise<unknown>;
  /**
   * The toast's text for field errors, given each field's translated text. By default the first
   * field's text; forms that list every field ('Title: Required') pass their own.
   */
  describeFields?: (texts: Record<string, string>) => string;
  /**
   * For a form whose failure toast depends on what was refused: its title and text, null for no
   * toast (the fields say it), or undefined for the usual one.
   */
  refusalToast?: (refusal: Refusal) => FailureToast | null | undefined;
  mode?: UseFormProps<Values>['mode'];
  /**
   * Asks before leaving the page while an edit is not saved: every form that holds typed text
   * (docs/how-to/form.md). A screen `onSubmit` opens as it saves is let through.
   */
  guardUnsaved?: boolean;
};

/**
 * The house form: react-hook-form checked by a shared schema. A refused submit (here or on the
 * server) puts each field's message on its field and shows one failure toast; `submitting` is true
 * while `onSubmit` runs, so no component keeps its own busy flag.
 */
export function useApiForm<Values extends FieldValues, Output = Values>({
  schema,
  defaultValues,
  failureTitle,
  onSubmit,
  describeFields = firstText,
  refusalToast,
  mode = 'onSubmit',
  guardUnsaved = false,
}: ApiFormOptions<Values, Output>) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
  });

  useUnsavedChanges(guardUnsaved && form.formState.isDirty);

  const fieldText = (message: string | undefined) => messageText(t, message, 'errors.validationError');

  const idsOf = (errors: FieldErrors<Values>) => {
    const ids: Record<string, string> = {};
    for (const [field, error] of Object.entries(errors)) {
      const message = firstMessage(error);
      if (message !== undefined) ids[field] = message;
    }
    return ids;
  };

  const textsOf = (ids: Record<string, string>) =>
    Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, fieldText(id || undefined)]));

  const refuse = (refusal: Refusal, usualText: string) => {
    const toast = refusalToast?.(refusal);
    if (toast === null) return;
    showToast({ ...(toast ?? { title: failureTitle, description: usualText }), variant: 'destructive' });
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        if (guardUnsaved) {
          // A screen the save opens is not stopped by the edit it saves.
          await whileSaving(() => onSubmit(values, form.getValues()));
          // What was sent is saved: the form is no longer holding an unsaved edit.
          form.reset(form.getValues());
        } else await onSubmit(values, form.getValues());
      } catch (error) {
        const fields = apiFieldIds(error) ?? {};
        for (const [field, messageId] of Object.entries(fields)) {
          form.setError(field as Path<Values>, { type: 'server', message: messageId });
        }
        const texts = textsOf(fields);
        refuse(
          { fields, texts, error },
          Object.keys(texts).length > 0 ? describeFields(texts) : apiErrorText(t, error),
        );
      }
    },
    (errors) => {
      const fields = idsOf(errors);
      const texts = textsOf(fields);
      refuse({ fields, texts }, describeFields(texts));
    },
  );

  /** The translated message on a field, for its `error` prop. */
  const fieldError = (name: Path<Values>): string | undefined => {
    const message = firstMessage(form.getFieldState(name, form.formState).error);
    return message === undefined ? undefined : fieldText(message);
  };

  return { form, submit, submitting: form.formState.isSubmitting, fieldError };
}

/** A field's message, or for a list (features.2) its first item's: the field says it once. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue; // the input element itself
    const message = firstMessage(nested);
    if (message !== undefined) return message;
  }
  return undefined;
}

function firstText(texts: Record<string, string>) {
  return Object.values(texts)[0] ?? '';
}
