import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { ResumeDraftCard } from '#web/components/forms/resume-draft-card';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useEditFormDraft } from '#web/lib/use-form-draft';
import { FormPage } from '#web/components/layout/form-page';
import type { EditableProject } from '#shared/schemas/projects';
import { useEditableProject, useUpdateProject } from '../api/projects';
import { ProjectForm } from '../components/project-form';
import { projectValuesOfDraft } from '../components/project-form-values';

/**
 * /projects/{id}/edit: the owner edits a project, saved as a draft while typed (changes left
 * unpublished are offered back on the next visit); anyone else is told so and sent to /explore.
 */
export default function EditProjectPage() {
  return (
    <RequireSession>
      <EditProjectScreen />
    </RequireSession>
  );
}

const valuesOf = (data: EditableProject) => ({
  title: data.title,
  slug: data.slug,
  summary: data.summary ?? '',
  stack: data.stack.join(', '),
  ctaLabel: data.ctaLabel,
  ctaUrl: data.ctaUrl ?? '',
  coverUrl: data.coverUrl,
  blocks: data.blocks,
  licence: data.licence,
  originalsDownloadable: data.originalsDownloadable,
});

function EditProjectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId = '' } = useParams();
  const updateProject = useUpdateProject(projectId);
  const project = useEditableProject(projectId);
  const draft = useEditFormDraft('project', projectId);
  useDocumentTitle(t('project.form.editTitle'));
  const refused = project.error instanceof ApiRequestError ? project.error.status : null;

  useEffect(() => {
    if (refused === 403) showToast({ title: t('errors.notProjectOwner'), variant: 'destructive' });
    else if (refused === 404 || refused === 400)
      showToast({ title: t('errors.projectNotFound'), variant: 'destructive' });
  }, [refused, t]);

  if (refused) return <Navigate to="/explore" replace />;
  if (!project.data || (!draft.offer && !draft.id)) return <LoadingScreen />;
  return (
    <FormPage title={t('project.form.editTitle')}>
      {draft.offer ? (
        <ResumeDraftCard {...draft.offer} />
      ) : (
        draft.id && (
          <ProjectForm
            key={draft.id}
            initial={draft.payload ? projectValuesOfDraft(draft.payload) : valuesOf(project.data)}
            draft={{ id: draft.id, subjectId: projectId }}
            submitLabel={t('project.form.save')}
            busyLabel={t('project.form.saving')}
            failureTitle={t('project.form.updateFailed')}
            onSubmit={(input, draftId) => updateProject.mutateAsync({ input, draftId })}
            onSaved={(saved) => {
              showToast({ title: t('project.form.updated') });
              void navigate(`/${saved.ownerHandle}/${saved.slug}`);
            }}
          />
        )
      )}
    </FormPage>
  );
}
