import { Bookmark } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { cn } from '#web/lib/cn';
import { useSession } from '#web/lib/session';
import { useProjectSaves } from '../api/collections';
import { useSaveDialog } from './use-save-dialog';

const ROUND =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-surface/90 text-slate-800 shadow-sm backdrop-blur transition-colors hover:bg-surface hover:text-brand-700';

/**
 * Save on a project's card, a round bookmark over the cover's corner. It asks the server nothing:
 * a card shows the bookmark filled once this visit has read or made a save of the project, and
 * the dialog (its code fetched at the first touch) reads where the project is kept.
 */
export function CompactSaveButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const saves = useProjectSaves(projectId, { enabled: false });
  const saveDialog = useSaveDialog(projectId);
  const saved = (saves.data?.collectionIds.length ?? 0) > 0;
  const icon = <Bookmark aria-hidden className={cn('size-5', saved && 'fill-brand-600 text-brand-600')} />;
  if (!user) {
    return (
      <SignInLink reason="save" page="/login" className={ROUND} aria-label={t('collections.save')}>
        {icon}
      </SignInLink>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={saved ? t('collections.savedButton') : t('collections.save')}
        onPointerDown={saveDialog.preload}
        onClick={saveDialog.show}
        className={ROUND}
      >
        {icon}
      </button>
      {saveDialog.dialog}
    </>
  );
}

/** The card's corner as the app hands it to every project card (components/cards/project-card-actions). */
export const renderCardSaveButton = ({ projectId }: { projectId: string }) => (
  <CompactSaveButton projectId={projectId} />
);
