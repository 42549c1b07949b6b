import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { REMOTE_SERVER_STATUSES } from '#shared/schemas/federation';
import { DateTime } from '#web/components/staff/date-time';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useRemoteServers, useSetServerStatus } from '../api/servers';

type Status = (typeof REMOTE_SERVER_STATUSES)[number];

/**
 * The Servers tab (owner and admin): every server whose accounts follow, like or were sent to
 * members here, with its followers and last deliveries, and what staff decided of it. Suspending
 * removes its follows and likes, so it asks first.
 */
export function ServersTab() {
  const { t } = useTranslation();
  const servers = useRemoteServers();
  const setStatus = useSetServerStatus();
  const [suspending, setSuspending] = useState<string | null>(null);
  const rows = servers.data?.pages.flatMap((page) => page.items);

  const decide = (domain: string, status: Status) =>
    setStatus.mutate(
      { domain, status },
      {
        onSuccess: () => {
          showToast({ title: t(`admin.servers.decided.${status}`, { domain }) });
          setSuspending(null);
        },
        onError: (error) =>
          showToast({
            title: t('admin.servers.decideFailed', { domain }),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-sm text-slate-600">{t('admin.servers.intro')}</p>
      <StaffTable
        caption={t('admin.tabs.servers')}
        headers={[
          t('admin.servers.server'),
          t('admin.servers.followers'),
          t('admin.servers.lastDelivered'),
          t('admin.servers.lastFailed'),
          t('admin.servers.status'),
        ]}
        query={{ ...servers, data: rows }}
        empty={t('admin.servers.empty')}
      >
        {rows?.map((server) => (
          <tr key={server.domain}>
            <td className={`${cellClass} font-medium break-all`}>{server.domain}</td>
            <td className={cellClass}>{server.followers}</td>
            <td className={cellClass}>
              <DateTime value={server.lastDeliveredAt} />
            </td>
            <td className={cellClass}>
              <DateTime value={server.lastFailedAt} />
              {server.lastFailure && (
                <span className="block max-w-xs text-xs break-words text-slate-600">
                  {server.lastFailure}
                </span>
              )}
            </td>
            <td className={cellClass}>
              <SelectField
                label={t('admin.servers.statusOf', { domain: server.domain })}
                hideLabel
                selectClassName="h-11"
                value={server.status}
                disabled={setStatus.isPending}
                onChange={(event) => {
                  const status = event.target.value as Status;
                  if (status === 'suspended') setSuspending(server.domain);
                  else decide(server.domain, status);
                }}
              >
                {REMOTE_SERVER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`admin.servers.statuses.${status}`)}
                  </option>
                ))}
              </SelectField>
            </td>
          </tr>
        ))}
      </StaffTable>
      {servers.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          disabled={servers.isFetchingNextPage}
          onClick={() => void servers.fetchNextPage()}
        >
          {t('admin.servers.more')}
        </Button>
      )}
      <ConfirmDialog
        open={suspending !== null}
        onOpenChange={(open) => !open && setSuspending(null)}
        title={t('admin.servers.suspendTitle', { domain: suspending ?? '' })}
        description={t('admin.servers.suspendText')}
        confirmLabel={t('admin.servers.suspend')}
        busy={setStatus.isPending}
        onConfirm={() => suspending && decide(suspending, 'suspended')}
      />
    </div>
  );
}
