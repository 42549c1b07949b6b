import { ShieldOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText } from '../../../lib/api-error-text';
import { useLiftHold, type HeldType } from '../api/admin';
import { HoldDialog } from './hold-dialog';

/** Unpublish or Deactivate (with a reason), or put back, on a project's or service's own page. */
export function StaffContentActions({
  type,
  contentId,
  title,
  held,
}: {
  type: HeldType;
  contentId: string;
  title: string;
  held: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lift = useLiftHold();
  if (!held) {
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <ShieldOff aria-hidden className="size-4" />
          {t(`admin.hold.${type}.action`)}
        </Button>
        <HoldDialog type={type} contentId={contentId} title={title} open={open} onOpenChange={setOpen} />
      </>
    );
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden className="size-4" />
        {t(`admin.lift.${type}.action`)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`admin.lift.${type}.title`, { title })}
        description={t('admin.lift.description')}
        confirmLabel={t(`admin.lift.${type}.action`)}
        busy={lift.isPending}
        onConfirm={() =>
          lift.mutate(
            { type, contentId },
            {
              onSuccess: () => {
                showToast({ title: t(`admin.lift.${type}.done`, { title }) });
                setOpen(false);
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
    </>
  );
}
