import { notFoundReportSchema } from '@shared/schemas/client-events';
import { apiRequest } from '../../../lib/api-client';

/** Tells the server which path matched no screen, so broken links show up in its log. */
export function reportNotFound(path: string) {
  const body = notFoundReportSchema.parse({ path: path.slice(0, 2048) });
  return apiRequest('/client-events/not-found', null, { method: 'POST', json: body });
}
