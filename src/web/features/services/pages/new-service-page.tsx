import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { useDocumentTitle } from '#web/lib/use-document-title';
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
  useDocumentTitle(t('services.form.newTitle'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('services.form.newTitle')}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t('services.form.newText')}</p>
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
    </div>
  );
}
