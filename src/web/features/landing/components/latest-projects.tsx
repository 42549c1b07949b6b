import { useTranslation } from 'react-i18next';
import type { LandingProject } from '@shared/schemas/stats';
import { ProjectCard } from '../../../components/cards/project-card';
import { LatestSection } from './latest-section';

export function LatestProjects({
  projects,
  loading,
}: {
  projects: LandingProject[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LatestSection
      headingId="latest-projects-heading"
      title={t('landing.latestProjects.title')}
      subtitle={t('landing.latestProjects.subtitle')}
      viewAll={{ to: '/explore', label: t('landing.latestProjects.viewAll') }}
      items={projects}
      loading={loading}
      emptyText={t('landing.latestProjects.empty')}
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
      skeletons={3}
      renderItem={(project) => <ProjectCard project={project} />}
    />
  );
}
