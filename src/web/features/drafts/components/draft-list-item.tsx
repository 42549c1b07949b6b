import { useState } from 'react';
import { Link } from 'react-router';
import type { DraftSummary } from '#shared/schemas/drafts';
import { useTranslation } from '#web/i18n/react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { formatRelativeTime } from '#web/lib/relative-time';
import { draftPath, useDeleteDraft } from '../api/drafts';
import { DraftKindIcon, useDraftTitle } from './draft-label';

/** One draft in the Drafts list: what it is, when it was last saved, Resume and Delete. */
export function DraftListItem({ draft }: { draft: DraftSummary }) {
  const { t, i18n } = useTranslation();
  const titleOf = useDraftTitle();
  const remove = useDeleteDraft();
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(draft);
  const what = draft.subjectId ? t(`drafts.editOf.${draft.kind}`) : t(`drafts.new.${draft.kind}`);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-surface p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <DraftKindIcon kind={draft.kind} />
        <div className="min-w-0">
          <h2 className="truncate font-medium">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {what} ·{' '}
            <time dateTime={draft.updatedAt}>
              {t('drafts.savedWhen', { when: formatRelativeTime(new Date(draft.updatedAt), i18n.language) })}
            </time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={draftPath(draft)}
          className={buttonClasses('primary', 'sm')}
          aria-label={t('drafts.resumeNamed', { title })}
        >
          {t('drafts.resumeShort')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('drafts.deleteNamed', { title })}
          onClick={() => setConfirming(true)}
        >
          {t('drafts.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('drafts.deleteTitle')}
        description={t('drafts.deleteText', { title })}
        confirmLabel={t('drafts.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(draft.id, {
            onSuccess: () => {
              setConfirming(false);
              showToast({ title: t('drafts.deleted') });
            },
            onError: (error) =>
              showToast({
                title: t('drafts.deleteFailed'),
                description: apiErrorText(t, error),
                variant: 'destructive',
              }),
          })
        }
      />
    </li>
  );
}
