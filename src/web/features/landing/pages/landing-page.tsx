import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AdSlot } from '#web/components/ad-slot';
import { ProjectCard } from '#web/components/cards/project-card';
import { ServiceCard } from '#web/components/cards/service-card';
import type { PageData } from '#web/lib/page-data';
import { statsQuery, useStats } from '../api/get-stats';
import { CommunityCounters } from '../components/community-counters';
import { FeatureCards } from '../components/feature-cards';
import { FinalCallToAction } from '../components/final-call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LatestSection } from '../components/latest-section';

export const pageData: PageData = async ({ queryClient }) => {
  await queryClient.prefetchQuery(statsQuery);
  return undefined;
};

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const stats = useStats();
  const loading = stats.isPending && !stats.isError;
  return (
    <>
      <Hero />
      <CommunityCounters counts={stats.data?.counts} />
      {stats.isError && (
        <p role="alert" className="mx-auto max-w-6xl px-4 pt-8 text-center text-sm text-red-700 sm:px-6">
          {t('landing.loadError')}
        </p>
      )}
      <LatestSection
        texts="latestProjects"
        viewAllTo="/explore"
        items={stats.data?.latestProjects}
        loading={loading}
        columns={3}
        renderItem={(project) => <ProjectCard project={project} />}
      />
      <div className="bg-slate-50">
        <LatestSection
          texts="latestServices"
          viewAllTo="/services"
          items={stats.data?.latestServices}
          loading={loading}
          columns={4}
          renderItem={(service) => <ServiceCard service={service} />}
        />
      </div>
      <HowItWorks />
      <AdSlot slot="landing" />
      <FeatureCards />
      <FinalCallToAction />
    </>
  );
}
