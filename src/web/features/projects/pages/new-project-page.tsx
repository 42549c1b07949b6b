import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { FormPage } from '#web/components/layout/form-page';
import { useCreateProject } from '../api/projects';
import { EMPTY_PROJECT, ProjectForm } from '../components/project-form';

/** /new: publish a project; it then shows on /explore, where the creator is sent. */
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
  return (
    <FormPage title={t('project.form.newTitle')} intro={t('project.form.newText')}>
      <ProjectForm
        initial={EMPTY_PROJECT}
        submitLabel={t('project.form.create')}
        busyLabel={t('project.form.creating')}
        failureTitle={t('project.form.createFailed')}
        onSubmit={async (input) => {
          await createProject.mutateAsync(input);
          showToast({ title: t('project.form.created') });
          void navigate('/explore');
        }}
      />
    </FormPage>
  );
}
