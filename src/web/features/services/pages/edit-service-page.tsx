import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { FormPage } from '#web/components/layout/form-page';
import { ResumeDraftCard } from '#web/components/forms/resume-draft-card';
import { useEditFormDraft } from '#web/lib/use-form-draft';
import type { ServiceDetail } from '#shared/schemas/services';
import { useService, useUpdateService } from '../api/services';
import { ServiceForm } from '../components/service-form';
import { serviceValuesOfDraft } from '../components/service-form-values';

/**
 * /services/{id}/edit: 'Update Your Service', for its owner only (the server refuses anyone else
 * too); saved as a draft while typed, and changes left unpublished are offered back on the next visit.
 */
export default function EditServicePage() {
  return (
    <RequireSession>
      <EditServiceScreen />
    </RequireSession>
  );
}

const valuesOf = (data: ServiceDetail) => ({
  title: data.title,
  description: data.description,
  category: data.category,
  pricingType: data.pricingType,
  priceAmount: data.priceAmount === null ? '' : String(data.priceAmount),
  currency: data.currency,
  deliveryTime: data.deliveryTime === null ? '' : String(data.deliveryTime),
  features: data.features.length > 0 ? data.features : [''],
  contactMethods: data.contactMethods,
  acceptedPaymentMethods: data.acceptedPaymentMethods,
  requirements: data.requirements ?? '',
  images: data.images,
});

function EditServiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceId = '' } = useParams();
  const updateService = useUpdateService(serviceId);
  const service = useService(serviceId);
  const draft = useEditFormDraft('service', serviceId);
  useDocumentTitle(t('services.form.editTitle'));

  if (service.isPending) return <LoadingScreen />;
  if (!service.data || !service.data.isOwner) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('services.form.accessDenied')}</h1>
        <p className="mt-3 text-slate-600">{t('errors.serviceNotOwner')}</p>
        <Link to="/services" className="mt-6 text-brand-700 hover:underline">
          {t('services.detail.browse')}
        </Link>
      </div>
    );
  }
  const data = service.data;
  const back = () => void navigate(`/services/${serviceId}`);
  return (
    <FormPage
      title={t('services.form.editTitle')}
      wide
      back={
        <Link
          to={`/services/${serviceId}`}
          className="touch-target inline-flex items-center gap-1 text-sm text-slate-600 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t('services.form.backToService')}
        </Link>
      }
    >
      {draft.offer ? (
        <ResumeDraftCard {...draft.offer} />
      ) : draft.id ? (
        <ServiceForm
          key={draft.id}
          initial={draft.payload ? serviceValuesOfDraft(draft.payload) : valuesOf(data)}
          draft={{ id: draft.id, subjectId: serviceId }}
          submitLabel={t('services.form.save')}
          busyLabel={t('services.form.saving')}
          failureTitle={t('services.form.updateFailed')}
          onCancel={back}
          onSubmit={(input, draftId) => updateService.mutateAsync({ input, draftId })}
          onSaved={() => {
            showToast({ title: t('services.form.updated'), description: t('services.form.updatedText') });
            back();
          }}
        />
      ) : (
        <LoadingScreen />
      )}
    </FormPage>
  );
}
