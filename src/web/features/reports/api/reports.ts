import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '#shared/schemas/reports';
import { apiRequest } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';

/** Reports a user, project or service to the staff; nothing the reporter sees changes. */
export function useSubmitReport() {
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ReportInput) =>
      apiRequest('/reports', { method: 'POST', json: input, headers: idempotency.headersFor(input) }),
    onSuccess: () => idempotency.stored(),
  });
}
