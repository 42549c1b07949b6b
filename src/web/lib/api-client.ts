import type { z } from 'zod';
import type { ApiError } from '#shared/errors';
import { i18n } from '#web/i18n/index';

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
) => Promise<Pick<Response, 'status' | 'statusText' | 'text'>>;
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
  const language = i18n.language;
  if (language && !headers.has('accept-language')) headers.set('accept-language', language);
  return headers;
}

/**
 * What an endpoint answers, as its shared schema describes it. The server checks every answer
 * against that schema before sending it (decision 36), so the browser does not check it again.
 */
export type Answer<Schema extends z.ZodType> = z.output<Schema>;

// A body that is not JSON: a proxy's or a captive portal's page, never an answer of ours.
const NOT_JSON = Symbol('not JSON');

/** An answer's body as JSON: null when empty, NOT_JSON when it is something else. */
function jsonOf(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The one error shape that crosses the wire (shared/errors.ts), recognised without loading zod. */
function isApiError(answer: unknown): answer is ApiError {
  if (typeof answer !== 'object' || answer === null) return false;
  const { code, message } = answer as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}

/** A refused call: the server's error when it sent one, else one made from the status. */
function failureOf(status: number, statusText: string, answer: unknown): ApiRequestError {
  return new ApiRequestError(
    status,
    isApiError(answer) ? answer : { code: status >= 500 ? 'internal' : 'not_found', message: statusText },
  );
}

/**
 * What a finished call comes to: its JSON answer when it succeeded, else the failure it throws. A
 * success whose body is not JSON is a failure too, so a screen never renders a proxy's page as data.
 */
function settle(status: number, statusText: string, body: string): unknown {
  const answer = jsonOf(body);
  if (status < 200 || status >= 300) throw failureOf(status, statusText, answer);
  if (answer === NOT_JSON) throw new ApiRequestError(status, { code: 'unavailable', message: statusText });
  // The caller named the endpoint's answer type; the server checked the answer against it.
  return answer ?? undefined;
}

/**
 * Calls the API and answers its JSON, typed by the caller as the endpoint's `Answer`; a call made for
 * its effect alone leaves the type out and gets nothing. Failures become ApiRequestError with the
 * server's message, or a generic one when the network or server gave none.
 */
export async function apiRequest<T = void>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await transport(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: buildHeaders(headers, json !== undefined),
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  return settle(response.status, response.statusText, await response.text().catch(() => '')) as T;
}

/**
 * Sends a form with a file and reports how much of it has gone (0 to 1): fetch cannot tell upload
 * progress, XMLHttpRequest can. Answers and fails like apiRequest.
 */
export function apiUpload<T>(
  path: string,
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
      try {
        resolve(settle(request.status, request.statusText, request.responseText) as T);
      } catch (failure) {
        reject(failure as Error);
      }
    };
    request.send(body);
  });
}
