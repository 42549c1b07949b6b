import type { z } from 'zod';
import { apiErrorSchema, type ApiError } from '@shared/errors';
import { i18n } from '../i18n/index';

/** A failed API call, carrying the server's error shape. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

/**
 * The defaults every call sends, under whatever the caller set (in any case or form). The interface
 * language goes as Accept-Language so the server writes emails in it.
 */
function buildHeaders(callerHeaders: HeadersInit | undefined, hasJson: boolean): Headers {
  const headers = new Headers(callerHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (hasJson && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (language && !headers.has('accept-language')) headers.set('accept-language', language);
  return headers;
}

/**
 * Calls the API and checks the answer against the shared schema. Failures become ApiRequestError
 * with the server's message, or a generic one when the network or server gave none.
 */
export async function apiRequest<T>(
  path: string,
  schema: z.ZodType<T> | null,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: buildHeaders(headers, json !== undefined),
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data
        : { code: response.status >= 500 ? 'internal' : 'not_found', message: response.statusText },
    );
  }
  if (schema === null || response.status === 204) return undefined as T;
  return schema.parse(await response.json());
}
