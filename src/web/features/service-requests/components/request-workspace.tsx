import { useCallback } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import { LoadFailed } from '#web/components/load-failed';
import { buttonClasses } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useMarkRequestRead,
  useRequestWorkspace,
  useSendRequestMessage,
  type OpenWorkspace,
} from '../api/request-workspace';
import { RequestComposer } from './request-composer';
import { SellerTools } from './seller-tools';
import { WorkspaceHeader } from './workspace-header';
import { WorkspaceSidebar } from './workspace-sidebar';
import { WorkspaceSkeleton } from './workspace-skeleton';
import { WorkspaceThread } from './workspace-thread';
import { WriteRefusal } from './write-refusal';

/**
 * /service-requests/{id}: one request's brief, status, quote and thread (docs/decisions/0051). On a
 * phone one column (head, brief, quote, thread); on a desktop the thread beside a sidebar.
 */
export function RequestWorkspaceScreen({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const query = useRequestWorkspace(requestId);
  const missing =
    query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  const title = query.data
    ? t('workspace.documentTitle', { service: query.data.workspace.service.title })
    : missing
      ? t('workspace.notFound')
      : t('requests.title');
  useDocumentTitle(title);

  // What was read stays on screen through a failed refetch: the draft in the composer with it.
  if (query.data) {
    return (
      <WorkspaceView
        open={query.data}
        older={{
          has: query.hasNextPage,
          loading: query.isFetchingNextPage,
          failed: query.isFetchNextPageError,
          load: () => void query.fetchNextPage(),
        }}
      />
    );
  }
  if (query.isPending && query.fetchStatus !== 'paused') return <WorkspaceSkeleton />;
  if (!missing) return <LoadFailed pageHeading onRetry={() => void query.refetch()} />;
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('workspace.notFound')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('workspace.notFoundText')}</p>
      <Link to="/service-requests" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('workspace.backToRequests')}
      </Link>
    </div>
  );
}

function WorkspaceView({
  open: { workspace, entries },
  older,
}: {
  open: OpenWorkspace;
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void };
}) {
  const { mutate: markRead } = useMarkRequestRead(workspace.id);
  // Staff read through a report (audited); they have no side whose news to clear.
  const isSide = workspace.viewer !== 'staff';
  const read = useCallback(() => {
    if (isSide) markRead();
  }, [isSide, markRead]);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-5 sm:py-6">
      <WorkspaceHeader workspace={workspace} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
          <WorkspaceSidebar workspace={workspace} />
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <WorkspaceThread
            requestId={workspace.id}
            entries={entries}
            older={older}
            canAnswerDeliveries={workspace.viewer === 'requester' && workspace.writeRefusal === null}
            onNewEntry={read}
            footer={<Footer workspace={workspace} />}
          />
        </div>
      </div>
    </div>
  );
}

/** The thread's foot: the composer (with the seller's tools), or why one may not write. */
function Footer({ workspace }: { workspace: RequestWorkspace }) {
  const send = useSendRequestMessage(workspace.id);
  if (workspace.writeRefusal) return <WriteRefusal refusal={workspace.writeRefusal} />;
  return (
    <RequestComposer
      send={(draft) => send.mutateAsync(draft)}
      tools={workspace.viewer === 'seller' ? <SellerTools workspace={workspace} /> : null}
    />
  );
}
