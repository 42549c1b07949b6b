import type { TFunction } from '#web/i18n/translator';
import { isMessageId } from '#shared/messages';
import { ApiRequestError } from './api-client';

/** The visitor's-language text for a failed call: the server's message id, translated. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && error.body.messageId && isMessageId(error.body.messageId)) {
    return t(`errors.${error.body.messageId}`);
  }
  return t('errors.somethingWentWrong');
}

/** The field message ids of a refused call (a 400 names each field's rule). */
export function apiFieldIds(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.body.fields : undefined;
}
