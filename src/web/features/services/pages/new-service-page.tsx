import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { FormPage } from '#web/components/layout/form-page';
import { useNewFormDraft } from '#web/lib/use-form-draft';
import { useCreateService } from '../api/services';
import { ServiceForm } from '../components/service-form';
import { EMPTY_SERVICE, serviceValuesOfDraft } from '../components/service-form-values';

/**
 * /services/new: list a service for hire, saved as a draft while it is typed
 * (`/services/new?draft={id}` takes one up again); once listed, its page opens.
 */
export default function NewServicePage() {
  return (
    <RequireSession>
      <NewServiceScreen />
    </RequireSession>
  );
}

function NewServiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createService = useCreateService();
  const draft = useNewFormDraft();
  useEffect(() => {
    if (draft.gone) showToast({ title: t('errors.draftNotFound'), variant: 'destructive' });
  }, [draft.gone, t]);

  if (draft.loading) return <LoadingScreen />;
  return (
    <FormPage title={t('services.form.newTitle')} intro={t('services.form.newText')} wide>
      <ServiceForm
        key={draft.id}
        initial={draft.payload ? serviceValuesOfDraft(draft.payload) : EMPTY_SERVICE}
        draft={{ id: draft.id, subjectId: null }}
        onDraftSaved={draft.onDraftSaved}
        submitLabel={t('services.form.create')}
        busyLabel={t('services.form.creating')}
        failureTitle={t('services.form.createFailed')}
        onCancel={() => void navigate('/services')}
        onSubmit={(input, draftId) => createService.mutateAsync({ input, draftId })}
        onSaved={(saved) => {
          showToast({ title: t('services.form.created') });
          void navigate(`/services/${saved.id}`);
        }}
      />
    </FormPage>
  );
}
