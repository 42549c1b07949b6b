import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DeleteAccountRequest } from '#shared/schemas/account';
import { apiRequest } from '#web/lib/api-client';
import { useForgetSession } from '#web/lib/session';

/** Where the browser downloads the account's data; the server names the file. */
export const DATA_EXPORT_URL = '/api/account/export';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest('/account', { method: 'DELETE', json: body });

/**
 * Deletes the account, goes home, and keeps nothing of it here. Home first: the next screen loads
 * before it shows, and a session forgotten meanwhile would send the settings screen to sign-in.
 */
export function useDeleteAccount() {
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount({ ...body, code: body.code || undefined }),
    onSuccess: async () => {
      await navigate('/', { replace: true });
      forgetSession();
    },
  });
}
