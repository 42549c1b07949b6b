import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { useDocumentTitle } from '#web/lib/use-document-title';
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
  useDocumentTitle(t('project.form.newTitle'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('project.form.newTitle')}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t('project.form.newText')}</p>
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
    </div>
  );
}
