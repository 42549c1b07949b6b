import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdSlot } from '../../../components/ad-slot';
import { useStats } from '../api/get-stats';
import { CommunityCounters } from '../components/community-counters';
import { FeatureCards } from '../components/feature-cards';
import { FinalCallToAction } from '../components/final-call-to-action';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LatestProjects } from '../components/latest-projects';
import { LatestServices } from '../components/latest-services';

export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();
  const stats = useStats();
  return (
    <>
      <Hero />
      <CommunityCounters counts={stats.data?.counts} />
      {stats.isError && (
        <p role="alert" className="mx-auto max-w-6xl px-4 pt-8 text-center text-sm text-red-700 sm:px-6">
          {t('landing.loadError')}
        </p>
      )}
      <LatestProjects projects={stats.data?.latestProjects} loading={stats.isPending && !stats.isError} />
      <LatestServices services={stats.data?.latestServices} loading={stats.isPending && !stats.isError} />
      <HowItWorks />
      <AdSlot slot="landing" />
      <FeatureCards />
      <FinalCallToAction />
    </>
  );
}
