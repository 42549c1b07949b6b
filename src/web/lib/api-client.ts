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

/** How a call reaches the server: the browser's fetch; the server renderer answers in-process. */
export type ApiTransport = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Server rendering only: routes every API call of the process through the given transport. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
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

/** A refused call: the server's error when it sent one, else one made from the status. */
function failureOf(status: number, statusText: string, answer: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(answer);
  return new ApiRequestError(
    status,
    parsed.success ? parsed.data : { code: status >= 500 ? 'internal' : 'not_found', message: statusText },
  );
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
  const response = await transport(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: buildHeaders(headers, json !== undefined),
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  if (!response.ok) {
    throw failureOf(response.status, response.statusText, await response.json().catch(() => null));
  }
  if (schema === null || response.status === 204) return undefined as T;
  return schema.parse(await response.json());
}

/**
 * Sends a form with a file and reports how much of it has gone (0 to 1): fetch cannot tell upload
 * progress, XMLHttpRequest can. Answers and fails like apiRequest.
 */
export function apiUpload<T>(
  path: string,
  schema: z.ZodType<T>,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    buildHeaders(undefined, false).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, { code: 'unavailable', message: 'Network error' }));
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // An empty or non-JSON answer: the status alone decides below.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = schema.safeParse(answer);
        if (parsed.success) resolve(parsed.data);
        else reject(parsed.error);
        return;
      }
      reject(failureOf(request.status, request.statusText, answer));
    };
    request.send(body);
  });
}
