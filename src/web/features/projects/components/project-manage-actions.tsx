import { ChartNoAxesColumn, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import type { ProjectDetail } from '#shared/schemas/projects';
import { DeleteButton, VisibilityButton } from '#web/components/owner-actions';
import { buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDeleteProject, useSetProjectPublished } from '../api/projects';

/**
 * The owner's Edit, Publish/Unpublish and Delete; staff who may act on it get their actions (given
 * by the page) and Delete.
 */
export function ProjectManageActions({
  project,
  staffActions,
}: {
  project: ProjectDetail;
  staffActions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteProject = useDeleteProject();
  const setPublished = useSetProjectPublished(project);
  const remove = () =>
    deleteProject.mutate(project.id, {
      onSuccess: () => {
        showToast({ title: t('project.deleted') });
        void navigate(`/${project.owner.handle}`, { replace: true });
      },
      onError: () => showToast({ title: t('project.deleteFailed'), variant: 'destructive' }),
    });
  const togglePublished = () => {
    const next = !project.published;
    setPublished.mutate(next, {
      onSuccess: () =>
        showToast({ title: next ? t('project.publishedToast') : t('project.unpublishedToast') }),
      onError: (error) =>
        showToast({
          title: t('project.publishFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
  };
  return (
    <>
      {project.isOwner && (
        <>
          <Link to={`/projects/${project.id}/edit`} className={buttonClasses('outline')}>
            <Pencil aria-hidden className="size-4" />
            {t('project.edit')}
          </Link>
          <Link to="/insights" className={buttonClasses('outline')}>
            <ChartNoAxesColumn aria-hidden className="size-4" />
            {t('account.insights')}
          </Link>
          <VisibilityButton
            shown={project.published}
            busy={setPublished.isPending}
            onToggle={togglePublished}
            hideLabel={t('project.unpublish')}
            showLabel={t('project.publish')}
          />
        </>
      )}
      {staffActions}
      <DeleteButton
        label={t('project.delete')}
        title={t('project.deleteTitle')}
        description={t('project.deleteText', { title: project.title })}
        busy={deleteProject.isPending || deleteProject.isSuccess}
        onConfirm={remove}
      />
    </>
  );
}
