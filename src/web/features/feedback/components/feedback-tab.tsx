import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from '#shared/constants';
import type { FeedbackListQuery, FeedbackRow } from '#shared/schemas/feedback';
import { DateTime } from '#web/components/staff/date-time';
import { FilterSelect } from '#web/components/staff/filter-select';
import { MemberRefLink } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDeleteFeedback, useFeedbackQueue, useSetFeedbackStatus } from '../api/feedback';

type Status = FeedbackRow['status'];

/**
 * The Feedback tab: the latest 200, newest first, by type and status. Staff set any status (the
 * sender is told when it is resolved), read the screenshot, and delete with a confirmation. The
 * sender's name opens their page in the Users tab, for account and data requests sent as feedback.
 */
export function FeedbackTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<FeedbackListQuery>({});
  const queue = useFeedbackQueue(filters);
  const setStatus = useSetFeedbackStatus();
  const remove = useDeleteFeedback();
  const [deleting, setDeleting] = useState<FeedbackRow | null>(null);

  const changeStatus = (item: FeedbackRow, status: Status) =>
    setStatus.mutate(
      { feedbackId: item.id, status },
      {
        onSuccess: () =>
          showToast({ title: t('admin.feedback.statusChanged', { status: t(`feedback.status.${status}`) }) }),
        onError: (error) =>
          showToast({
            title: t('admin.feedback.statusFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );

  const confirmDelete = (item: FeedbackRow) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast({ title: t('admin.feedback.deleted') });
      },
      onError: (error) =>
        showToast({
          title: t('admin.feedback.deleteFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-4">
        <FilterSelect
          label={t('admin.feedback.type')}
          allLabel={t('admin.feedback.allTypes')}
          options={FEEDBACK_TYPES}
          optionLabel={(type) => t(`feedback.types.${type}`)}
          value={filters.type}
          onChange={(type) => setFilters({ ...filters, type })}
        />
        <FilterSelect
          label={t('admin.feedback.status')}
          allLabel={t('admin.feedback.allStatuses')}
          options={FEEDBACK_STATUSES}
          optionLabel={(status) => t(`feedback.status.${status}`)}
          value={filters.status}
          onChange={(status) => setFilters({ ...filters, status })}
        />
      </div>
      <StaffTable
        caption={t('admin.tabs.feedback')}
        headers={[
          t('admin.columns.filed'),
          t('admin.feedback.sender'),
          t('admin.feedback.feedback'),
          t('admin.columns.status'),
          '',
        ]}
        query={queue}
        empty={t('admin.feedback.empty')}
      >
        {queue.data?.map((item) => (
          <tr key={item.id}>
            <td className={cellClass}>
              <DateTime value={item.createdAt} />
            </td>
            <td className={cellClass}>
              <MemberRefLink member={item.sender} />
            </td>
            <td className={`${cellClass} max-w-md`}>
              <span className="block text-xs text-slate-500 uppercase">
                {t(`feedback.types.${item.type}`)}
              </span>
              <span className="font-medium break-words">{item.title}</span>
              <p className="mt-1 whitespace-pre-wrap text-slate-600 break-words">{item.description}</p>
              {item.url && (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noreferrer noopener nofollow"
                  className="mt-1 block text-xs break-all text-brand-700 hover:underline"
                >
                  {item.url}
                </a>
              )}
              {item.screenshotPath && (
                <a
                  href={item.screenshotPath}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 block w-fit"
                  aria-label={t('admin.feedback.openScreenshot', { title: item.title })}
                >
                  <img
                    src={item.screenshotPath}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                    className="h-[90px] w-40 rounded border border-slate-200 object-cover"
                  />
                </a>
              )}
            </td>
            <td className={cellClass}>
              <SelectField
                label={t('admin.feedback.statusOf', { title: item.title })}
                className="[&>label]:sr-only"
                value={item.status}
                disabled={setStatus.isPending}
                onChange={(event) => changeStatus(item, event.target.value as Status)}
              >
                {FEEDBACK_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`feedback.status.${status}`)}
                  </option>
                ))}
              </SelectField>
            </td>
            <td className={cellClass}>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(item)}
                aria-label={t('admin.feedback.deleteLabel', { title: item.title })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('admin.feedback.deleteTitle')}
          description={t('admin.feedback.deleteText', { title: deleting.title })}
          confirmLabel={t('admin.feedback.delete')}
          busy={remove.isPending}
          destructive
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </div>
  );
}
