import type { TFunction } from '#web/i18n/translator';
import { ApiRequestError } from './api-client';

/**
 * The visitor's-language text of a message id the server or a schema gave (`errors.<id>` in the
 * locale files, which hold every id of #shared/messages: locales.test.ts), or `fallbackKey`'s
 * for an id it does not know. Asked of the texts rather than of the ids' list, which a page would
 * otherwise download with the English of every message.
 */
export function messageText(t: TFunction, messageId: string | undefined, fallbackKey: string): string {
  const text = messageId ? t(`errors.${messageId}`, { defaultValue: '' }) : '';
  return text || t(fallbackKey);
}

/** The visitor's-language text for a failed call: the server's message id, translated. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const messageId = error instanceof ApiRequestError ? error.body.messageId : undefined;
  return messageText(t, messageId, 'errors.somethingWentWrong');
}

/** The field message ids of a refused call (a 400 names each field's rule). */
export function apiFieldIds(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.body.fields : undefined;
}
