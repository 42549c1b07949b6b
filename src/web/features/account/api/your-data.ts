import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useForgetSession } from '../../../lib/session';

/** Where the browser downloads the account's data; the server names the file. */
export const DATA_EXPORT_URL = '/api/account/export';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest('/account', null, { method: 'DELETE', json: body });

/** Deletes the account; nothing of it is kept here after. */
export function useDeleteAccount() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount({ ...body, code: body.code || undefined }),
    onSuccess: () => forgetSession(),
  });
}
