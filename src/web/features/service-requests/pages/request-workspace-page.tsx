import { useParams } from 'react-router';
import { RequireSession } from '#web/components/routing/require-session';
import { RequestWorkspaceScreen } from '../components/request-workspace';

/**
 * /service-requests/{id}, for its requester and its seller (staff through a report). Like the other
 * signed-in screens it has no pageData: the server renders its loading state and the browser reads it.
 */
export default function RequestWorkspacePage() {
  const { requestId = '' } = useParams();
  return (
    <RequireSession>
      <RequestWorkspaceScreen key={requestId} requestId={requestId} />
    </RequireSession>
  );
}
