import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { FormPage } from '#web/components/layout/form-page';
import { useNewFormDraft } from '#web/lib/use-form-draft';
import { useCreateProject } from '../api/projects';
import { ProjectForm } from '../components/project-form';
import { EMPTY_PROJECT, projectValuesOfDraft } from '../components/project-form-values';

/**
 * /new: publish a project, saved as a draft while it is typed (`/new?draft={id}` takes one up
 * again); once published, its page opens.
 */
export default function NewProjectPage() {
  return (
    <RequireSession>
      <NewProjectScreen />
    </RequireSession>
  );
}

function NewProjectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const draft = useNewFormDraft();
  useEffect(() => {
    if (draft.gone) showToast({ title: t('errors.draftNotFound'), variant: 'destructive' });
  }, [draft.gone, t]);

  if (draft.loading) return <LoadingScreen />;
  return (
    <FormPage title={t('project.form.newTitle')} intro={t('project.form.newText')}>
      <ProjectForm
        key={draft.id}
        initial={draft.payload ? projectValuesOfDraft(draft.payload) : EMPTY_PROJECT}
        draft={{ id: draft.id, subjectId: null }}
        onDraftSaved={draft.onDraftSaved}
        submitLabel={t('project.form.create')}
        busyLabel={t('project.form.creating')}
        failureTitle={t('project.form.createFailed')}
        onSubmit={(input, draftId) => createProject.mutateAsync({ input, draftId })}
        onSaved={(saved) => {
          showToast({ title: t('project.form.created') });
          void navigate(`/${saved.ownerHandle}/${saved.slug}`);
        }}
      />
    </FormPage>
  );
}
