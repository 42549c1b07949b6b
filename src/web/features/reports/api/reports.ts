import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/schemas/reports';
import { apiRequest } from '#web/lib/api-client';

/** Reports a user, project or service to the staff; nothing the reporter sees changes. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => apiRequest('/reports', { method: 'POST', json: input }),
  });
}
