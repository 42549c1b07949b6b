import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { FormPage } from '#web/components/layout/form-page';
import { useCreateService } from '../api/services';
import { EMPTY_SERVICE, ServiceForm } from '../components/service-form';

/** /services/new: list a service for hire. */
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
  return (
    <FormPage title={t('services.form.newTitle')} intro={t('services.form.newText')} wide>
      <ServiceForm
        initial={EMPTY_SERVICE}
        submitLabel={t('services.form.create')}
        busyLabel={t('services.form.creating')}
        failureTitle={t('services.form.createFailed')}
        onCancel={() => void navigate('/services')}
        onSubmit={async (input) => {
          const saved = await createService.mutateAsync(input);
          showToast({ title: t('services.form.created') });
          void navigate(`/services/${saved.id}`);
        }}
      />
    </FormPage>
  );
}
