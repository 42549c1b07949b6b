import type { InsightRequestForm } from '#shared/schemas/insights';
import { apiRequest } from './api-client';

/**
 * Tells the server a member began a service's request form, the step between its page seen and a
 * request sent in the seller's insights (docs/decisions/0072-insights-without-cookies.md).
 */
export function tellRequestFormBegun(serviceId: string) {
  const body: InsightRequestForm = { serviceId };
  // A step not told is a figure missed, never a failure the member should hear of.
  apiRequest('/insights/request-forms', { method: 'POST', keepalive: true, json: body }).catch(
    () => undefined,
  );
}
