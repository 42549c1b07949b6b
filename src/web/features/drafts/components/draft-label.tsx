import { BriefcaseBusiness, FileImage } from 'lucide-react';
import type { DraftSummary } from '#shared/schemas/drafts';
import { useTranslation } from '#web/i18n/react';

/** A draft's name: its title as typed, or what it is when it has none yet. */
export function useDraftTitle() {
  const { t } = useTranslation();
  return (draft: Pick<DraftSummary, 'kind' | 'title'>) => draft.title ?? t(`drafts.untitled.${draft.kind}`);
}

/** A project's or a service's mark beside its draft. */
export function DraftKindIcon({ kind }: { kind: DraftSummary['kind'] }) {
  const Icon = kind === 'project' ? FileImage : BriefcaseBusiness;
  return <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />;
}
