import { useTranslation } from 'react-i18next';
import type { LandingService } from '@shared/schemas/stats';
import { ServiceCard } from '../../../components/cards/service-card';
import { LatestSection } from './latest-section';

export function LatestServices({
  services,
  loading,
}: {
  services: LandingService[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="bg-slate-50">
      <LatestSection
        headingId="latest-services-heading"
        title={t('landing.latestServices.title')}
        subtitle={t('landing.latestServices.subtitle')}
        viewAll={{ to: '/services', label: t('landing.latestServices.viewAll') }}
        items={services}
        loading={loading}
        emptyText={t('landing.latestServices.empty')}
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
        skeletons={4}
        renderItem={(service) => <ServiceCard service={service} />}
      />
    </div>
  );
}
