import type { DeleteAccountRequest } from '@shared/schemas/account';
import { apiRequest } from '../../../lib/api-client';

/** Where the browser downloads the account's data; the server names the file. */
export const DATA_EXPORT_URL = '/api/account/export';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest('/account', null, { method: 'DELETE', json: body });
