import { Camera, FolderPlus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeOverview } from '#shared/schemas/home';
import { useTranslation } from '#web/i18n/react';

const STEPS = [
  { key: 'addAvatar', to: '/settings', Icon: Camera },
  { key: 'publishProject', to: '/new', Icon: FolderPlus },
  { key: 'offerService', to: '/services/new', Icon: Sparkles },
] as const;

/** What a new creator has left to do for a profile worth visiting; each step leaves once done. */
export function NextSteps({ steps }: { steps: HomeOverview['nextSteps'] }) {
  const { t } = useTranslation();
  const open = STEPS.filter((step) => steps[step.key]);
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby="next-steps-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="next-steps-heading" className="text-base font-semibold text-slate-900">
        {t('home.nextSteps.heading')}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {open.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(`home.nextSteps.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
