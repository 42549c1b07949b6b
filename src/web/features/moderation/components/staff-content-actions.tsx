import { ShieldOff, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useLiftHold, type HeldType } from '../api/admin';

// Its form (react-hook-form, zod) loads when a staff member opens it, not for every visitor of the page.
const HoldDialog = lazy(() => import('./hold-dialog'));

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
        {open && (
          <Suspense fallback={null}>
            <HoldDialog type={type} contentId={contentId} title={title} open onOpenChange={setOpen} />
          </Suspense>
        )}
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
