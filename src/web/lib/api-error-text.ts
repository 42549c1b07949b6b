import type { TFunction } from 'i18next';
import { isMessageId } from '@shared/messages';
import { ApiRequestError } from './api-client';

/** The visitor's-language text for a failed call: the server's message id, translated. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && error.body.messageId && isMessageId(error.body.messageId)) {
    return t(`errors.${error.body.messageId}`);
  }
  return t('errors.somethingWentWrong');
}

/** Per-field texts, from a failed call's field message ids or a local schema check's. */
export function fieldErrorTexts(
  t: TFunction,
  fields: Record<string, string> | undefined,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [field, messageId] of Object.entries(fields ?? {})) {
    texts[field] = isMessageId(messageId) ? t(`errors.${messageId}`) : t('errors.validationError');
  }
  return texts;
}

/** The field message ids a zod check found, first one per field, like the server reports them. */
export function zodFieldIds(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
  return fields;
}

export function apiFieldIds(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.body.fields : undefined;
}
