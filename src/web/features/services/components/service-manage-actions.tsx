import { ChartNoAxesColumn, Inbox, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import type { ServiceDetail } from '#shared/schemas/services';
import { DeleteButton, VisibilityButton } from '#web/components/owner-actions';
import { buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDeleteService, useSetServiceActive } from '../api/services';

/**
 * The owner's Edit, requests, Deactivate/Reactivate and Delete; staff who may act on it get their
 * actions (given by the page) and Delete.
 */
export function ServiceManageActions({
  service,
  staffActions,
}: {
  service: ServiceDetail;
  staffActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteService = useDeleteService();
  const setActive = useSetServiceActive(service.id);
  const remove = () =>
    deleteService.mutate(service.id, {
      onSuccess: () => {
        showToast({ title: t('services.detail.deleted') });
        void navigate('/services', { replace: true });
      },
      onError: () => showToast({ title: t('services.detail.deleteFailed'), variant: 'destructive' }),
    });
  const toggleActive = () => {
    const next = !service.active;
    setActive.mutate(next, {
      onSuccess: () =>
        showToast({ title: next ? t('services.detail.reactivated') : t('services.detail.deactivated') }),
      onError: (error) =>
        showToast({
          title: t('services.detail.activeFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="flex flex-col gap-2">
      {service.isOwner && (
        <>
          <Link to={`/services/${service.id}/edit`} className={buttonClasses('outline')}>
            <Pencil aria-hidden className="size-4" />
            {t('services.detail.edit')}
          </Link>
          <Link to={`/service-requests?service=${service.id}`} className={buttonClasses('outline')}>
            <Inbox aria-hidden className="size-4" />
            {t('services.detail.viewRequests')}
          </Link>
          <Link to="/insights" className={buttonClasses('outline')}>
            <ChartNoAxesColumn aria-hidden className="size-4" />
            {t('account.insights')}
          </Link>
          <VisibilityButton
            shown={service.active}
            busy={setActive.isPending}
            onToggle={toggleActive}
            hideLabel={t('services.detail.deactivate')}
            showLabel={t('services.detail.reactivate')}
          />
        </>
      )}
      {staffActions}
      <DeleteButton
        label={t('services.detail.delete')}
        title={t('services.detail.deleteTitle')}
        description={t('services.detail.deleteText', { title: service.title })}
        busy={deleteService.isPending || deleteService.isSuccess}
        onConfirm={remove}
      />
    </div>
  );
}
