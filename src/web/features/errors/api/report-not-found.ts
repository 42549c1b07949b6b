import type { NotFoundReport } from '#shared/schemas/client-events';
import { apiRequest } from '#web/lib/api-client';

/** Tells the server which path matched no screen, so broken links show up in its log. */
export function reportNotFound(path: string) {
  // The schema's limit; the server checks the report against the schema itself.
  const body: NotFoundReport = { path: path.slice(0, 2048) };
  return apiRequest('/client-events/not-found', { method: 'POST', json: body });
}
