import { onTestFinished, vi } from 'vitest';
import { ERROR_STATUS, type ApiError, type ErrorCode } from '#shared/errors';
import { MESSAGES, type MessageId } from '#shared/messages';

/** What the fake server answers: a status, and a JSON body unless there is none. */
export type Reply = { status: number; body?: unknown };
export type SentRequest = { method: string; path: string; body: unknown };

/** A success: 200 with the body, 204 without one. */
export const ok = (body?: unknown): Reply => ({ status: body === undefined ? 204 : 200, body });

/**
 * The server refusing fields, each with its message id, as AppError(code, first id, fields) answers:
 * a 400 by default, or a taken value's 409, a wrong password's 403.
 */
export function refusedFields(
  fields: Record<string, MessageId>,
  code: ErrorCode = 'validation_failed',
): Reply {
  const messageId = Object.values(fields)[0] ?? 'validationError';
  const body: ApiError = { code, message: MESSAGES[messageId], messageId, fields };
  return { status: ERROR_STATUS[code], body };
}

/** A body as the server would read it: JSON parsed, a multipart form as its fields (a file by name). */
function bodyOf(body: unknown): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof FormData) {
    return Object.fromEntries(
      Array.from(body.entries(), ([name, value]) => [name, typeof value === 'string' ? value : value.name]),
    );
  }
  return undefined;
}

/**
 * Stands in for the server at the network boundary: fetch, and XMLHttpRequest for uploads. Each
 * route ('POST /api/auth/sign-in') answers its replies in turn, the last one again once they run out;
 * any other request answers 404. Every request is recorded in `sent`. `hold(route)` keeps the next
 * request to the route in flight until its `release()`, to see a form while it waits. Undone when
 * the test ends.
 */
export function fakeApi(routes: Record<string, Reply | Reply[]> = {}) {
  const sent: SentRequest[] = [];
  const queues = new Map(Object.entries(routes).map(([route, replies]) => [route, [replies].flat()]));
  const gates = new Map<string, Promise<void>>();

  const answer = async (method: string, path: string, body: unknown): Promise<Response> => {
    sent.push({ method, path, body: bodyOf(body) });
    const route = `${method} ${path}`;
    const held = gates.get(route);
    gates.delete(route);
    if (held) await held;
    const queue = queues.get(route) ?? [];
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { code: 'not_found', message: 'Not found' },
    };
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : Response.json(reply.body, { status: reply.status });
  };

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    #method = 'GET';
    #url = '';
    open(method: string, url: string) {
      this.#method = method;
      this.#url = url;
    }
    setRequestHeader() {}
    send(body?: unknown) {
      void answer(this.#method, this.#url, body).then(async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      });
    }
  }

  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      answer(init?.method ?? 'GET', String(input), init?.body),
    ),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });

  return {
    sent,
    /** The requests that change something (not GET). */
    writes: () => sent.filter((request) => request.method !== 'GET'),
    /** Keeps the next request to a route ('POST /api/projects') unanswered until `release()`. */
    hold(route: string) {
      let release = () => {};
      gates.set(
        route,
        new Promise((resolve) => {
          release = resolve;
        }),
      );
      return () => release();
    },
  };
}
