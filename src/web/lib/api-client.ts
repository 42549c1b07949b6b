import type { z } from 'zod';
import { apiErrorSchema, type ApiError } from '@shared/errors';

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
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
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
