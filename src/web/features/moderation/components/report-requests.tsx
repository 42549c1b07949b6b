import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { REPORT_REQUESTS_LIMIT, type ReportRequestRow } from '#shared/schemas/moderation';
import { DateTime } from '#web/components/staff/date-time';
import { Spinner } from '#web/components/ui/spinner';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { useReportRequests } from '../api/admin';

/**
 * A report's 'Requests involved' in the Reports tab: the service requests whose workspaces the
 * report opens to staff (docs/decisions/0051), read when the disclosure opens, each a link to its
 * workspace. Listing them is no reading; opening one is, and the audit log records it (said here).
 */
export function ReportRequests({ reportId, target }: { reportId: string; target: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const requests = useReportRequests(reportId, open);
  const panelId = useId();
  const count = requests.data?.length;
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {count === undefined
          ? t('admin.reports.requests.toggle')
          : t('admin.reports.requests.toggleCount', { count })}
        {/* Every row has one: a screen reader's list of buttons tells them apart by the target. */}
        <span className="sr-only"> — {target}</span>
      </button>
      <div id={panelId} hidden={!open} className="flex flex-col gap-1 pb-1">
        {open && <RequestList requests={requests} />}
        <p className="text-xs text-slate-500">{t('admin.reports.requests.audited')}</p>
      </div>
    </div>
  );
}

function RequestList({ requests }: { requests: ReturnType<typeof useReportRequests> }) {
  const { t } = useTranslation();
  if (requests.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t('common.loading')}
      </p>
    );
  }
  if (requests.isError) return <p className="text-sm text-red-700">{t('admin.loadFailed')}</p>;
  if (requests.data.length === 0) {
    return <p className="text-sm text-slate-500">{t('admin.reports.requests.empty')}</p>;
  }
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100">
        {requests.data.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
      {requests.data.length >= REPORT_REQUESTS_LIMIT && (
        <p className="text-xs text-slate-500">
          {t('admin.reports.requests.newest', { count: REPORT_REQUESTS_LIMIT })}
        </p>
      )}
    </>
  );
}

function RequestItem({ request }: { request: ReportRequestRow }) {
  const { t } = useTranslation();
  const side = (person: ReportRequestRow['requester']) => (person ? `@${person.handle}` : t('admin.noName'));
  return (
    <li className="py-1">
      <Link
        to={`/service-requests/${request.id}`}
        className="flex min-h-11 items-center font-medium text-brand-700 hover:underline"
      >
        {request.serviceTitle}
      </Link>
      <span className="block text-xs text-slate-500">
        {t(`requests.status.${request.status}`)} ·{' '}
        {t('admin.reports.requests.sides', {
          requester: side(request.requester),
          seller: side(request.seller),
        })}{' '}
        · <DateTime value={request.createdAt} />
      </span>
    </li>
  );
}
