import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { FormPage } from '#web/components/layout/form-page';
import { useEditableProject, useUpdateProject } from '../api/projects';
import { ProjectForm } from '../components/project-form';

/** /projects/{id}/edit: the owner edits a project; anyone else is told so and sent to /explore. */
export default function EditProjectPage() {
  return (
    <RequireSession>
      <EditProjectScreen />
    </RequireSession>
  );
}

function EditProjectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const updateProject = useUpdateProject(projectId);
  const project = useEditableProject(projectId);
  useDocumentTitle(t('project.form.editTitle'));
  const refused = project.error instanceof ApiRequestError ? project.error.status : null;

  useEffect(() => {
    if (refused === 403) showToast({ title: t('errors.notProjectOwner'), variant: 'destructive' });
    else if (refused === 404 || refused === 400)
      showToast({ title: t('errors.projectNotFound'), variant: 'destructive' });
  }, [refused, t]);

  if (refused) return <Navigate to="/explore" replace />;
  if (!project.data) return <LoadingScreen />;
  const data = project.data;
  return (
    <FormPage title={t('project.form.editTitle')}>
      <ProjectForm
        initial={{
          title: data.title,
          slug: data.slug,
          summary: data.summary ?? '',
          stack: data.stack.join(', '),
          ctaLabel: data.ctaLabel,
          ctaUrl: data.ctaUrl ?? '',
          coverUrl: data.coverUrl,
          gallery: data.gallery,
        }}
        submitLabel={t('project.form.save')}
        busyLabel={t('project.form.saving')}
        failureTitle={t('project.form.updateFailed')}
        onSubmit={async (input) => {
          const saved = await updateProject.mutateAsync(input);
          showToast({ title: t('project.form.updated') });
          void navigate(`/${saved.ownerHandle}/${saved.slug}`);
        }}
      />
    </FormPage>
  );
}
