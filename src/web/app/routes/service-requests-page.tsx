import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useSearchParams } from 'react-router';
import { SERVICE_REQUEST_STATUSES } from '#shared/constants';
import { RequireSession } from '#web/components/routing/require-session';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { LoadFailed } from '#web/components/load-failed';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMyServices } from '#web/features/services/api/services';
import { useServiceRequests } from '#web/features/service-requests/api/service-requests';
import { RequestCard } from '#web/features/service-requests/components/request-card';
import { SelectField } from '#web/components/ui/select-field';

const tabClass =
  'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-surface data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** /service-requests: incoming and outgoing requests; the address keeps the tab and filters (?service= preselects). */
export default function ServiceRequestsPage() {
  return (
    <RequireSession>
      <ServiceRequestsScreen />
    </RequireSession>
  );
}

function ServiceRequestsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('requests.title'));
  const [params, setParams] = useSearchParams();
  const direction = params.get('tab') === 'outgoing' ? 'outgoing' : 'incoming';
  const status = params.get('status') ?? '';
  const service = params.get('service') ?? '';
  const requests = useServiceRequests({ direction, status, service });
  const myServices = useMyServices(true);
  const filtered = Boolean(status || service);

  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearFilters = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('status');
        next.delete('service');
        return next;
      },
      { replace: true },
    );

  const counts = requests.data?.counts;
  // Opened without a tab named, the page shows where the requests are: a buyer with none incoming
  // but some sent lands on Outgoing, not on an empty Incoming (0).
  const tabNamed = params.has('tab');
  useEffect(() => {
    if (!tabNamed && counts && counts.incoming === 0 && counts.outgoing > 0) setParam('tab', 'outgoing');
  }, [tabNamed, counts, setParam]);
  const items = requests.data?.items ?? [];
  const emptyText = filtered
    ? t('requests.empty.filtered')
    : direction === 'incoming'
      ? t('requests.empty.incoming')
      : t('requests.empty.outgoing');

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('requests.title')}</h1>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('requests.filters.status')}
          value={status}
          onChange={(event) => setParam('status', event.target.value)}
        >
          <option value="">{t('requests.filters.allStatuses')}</option>
          {SERVICE_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`requests.status.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('requests.filters.service')}
          value={service}
          onChange={(event) => setParam('service', event.target.value)}
          selectClassName="max-w-xs"
        >
          <option value="">{t('requests.filters.allServices')}</option>
          {myServices.data?.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.title}
            </option>
          ))}
        </SelectField>
        {filtered && (
          <Button variant="ghost" onClick={clearFilters}>
            {t('requests.filters.clear')}
          </Button>
        )}
      </div>
      <Tabs.Root
        value={direction}
        onValueChange={(value) => setParam('tab', value === 'outgoing' ? 'outgoing' : '')}
      >
        <Tabs.List aria-label={t('requests.title')} className="mt-6 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="incoming" className={tabClass}>
            {t('requests.tabs.incoming', { count: counts?.incoming ?? 0 })}
          </Tabs.Trigger>
          <Tabs.Trigger value="outgoing" className={tabClass}>
            {t('requests.tabs.outgoing', { count: counts?.outgoing ?? 0 })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={direction} className="mt-6">
          {(requests.isError && items.length === 0) ||
          (requests.isPending && requests.fetchStatus === 'paused') ? (
            <LoadFailed onRetry={() => void requests.refetch()} />
          ) : requests.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner />
            </div>
          ) : items.length === 0 ? (
            <p className="py-12 text-center text-slate-500">{emptyText}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {items.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} direction={direction} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
