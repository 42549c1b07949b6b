import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { heldContentListSchema } from '#shared/schemas/moderation';
import type { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useHeldContent, useLiftHold } from '../api/admin';
import { ContentLink } from './content-link';
import { DateTime } from '#web/components/staff/date-time';
import { MemberRefLink } from '#web/components/staff/member-ref';
import { cellClass, StaffTable } from '#web/components/staff/staff-table';

type Held = z.infer<typeof heldContentListSchema>[number];

/** The Content tab: projects and services staff have taken down, to review and put back. */
export function ContentTab() {
  const { t } = useTranslation();
  const held = useHeldContent();
  const lift = useLiftHold();
  const [lifting, setLifting] = useState<Held | null>(null);
  const title = lifting?.target.label ?? '';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('admin.content.intro')}</p>
      <StaffTable
        caption={t('admin.tabs.content')}
        headers={[
          t('admin.columns.type'),
          t('admin.columns.item'),
          t('admin.columns.owner'),
          t('admin.columns.reason'),
          t('admin.columns.since'),
          '',
        ]}
        query={held}
        empty={t('admin.content.empty')}
      >
        {held.data?.map((item) => (
          <tr key={`${item.type}:${item.id}`}>
            <td className={cellClass}>{t(`admin.targetType.${item.type}`)}</td>
            <td className={cellClass}>
              <ContentLink target={item.target} />
            </td>
            <td className={cellClass}>
              <MemberRefLink member={item.target.owner} />
            </td>
            <td className={`${cellClass} max-w-xs whitespace-pre-wrap`}>{item.reason}</td>
            <td className={cellClass}>
              <DateTime value={item.heldAt} />
            </td>
            <td className={cellClass}>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setLifting(item)}
                aria-label={t(`admin.lift.${item.type}.label`, { title: item.target.label ?? '' })}
              >
                {t(`admin.lift.${item.type}.action`)}
              </Button>
            </td>
          </tr>
        ))}
      </StaffTable>
      <ConfirmDialog
        open={lifting !== null}
        onOpenChange={(open) => !open && setLifting(null)}
        title={lifting ? t(`admin.lift.${lifting.type}.title`, { title }) : ''}
        description={t('admin.lift.description')}
        confirmLabel={lifting ? t(`admin.lift.${lifting.type}.action`) : ''}
        busy={lift.isPending}
        onConfirm={() =>
          lifting &&
          lift.mutate(
            { type: lifting.type, contentId: lifting.id },
            {
              onSuccess: () => {
                showToast({ title: t(`admin.lift.${lifting.type}.done`, { title }) });
                setLifting(null);
              },
              onError: (error) =>
                showToast({
                  title: t('admin.lift.failed'),
                  description: apiErrorText(t, error),
                  variant: 'destructive',
                }),
            },
          )
        }
      />
    </div>
  );
}
