import { Bookmark } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { Button, buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useSession } from '#web/lib/session';
import { useProjectSaves } from '../api/collections';
import { useSaveDialog } from './use-save-dialog';
import { loadWhenIdle } from '#web/lib/load-when-idle';

/**
 * Save on a project's page, beside the like: the bookmark is filled while the project is in any of
 * the member's collections, and a tap opens 'Save to…'. A visitor's tap goes to sign in and back.
 */
export function SaveButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const saves = useProjectSaves(projectId, { enabled: Boolean(user) });
  const saveDialog = useSaveDialog(projectId);
  const { preload } = saveDialog;
  // One button on the page: its dialog's code may come once the browser has nothing better to do.
  useEffect(() => {
    if (!user) return;
    return loadWhenIdle(preload);
  }, [user, preload]);
  const saved = (saves.data?.collectionIds.length ?? 0) > 0;
  const content = (
    <>
      <Bookmark aria-hidden className={cn('size-4', saved && 'fill-brand-600 text-brand-600')} />
      {saved ? t('collections.savedButton') : t('collections.save')}
    </>
  );
  if (!user) {
    return (
      <SignInLink reason="save" page="/login" className={buttonClasses('outline')}>
        {content}
      </SignInLink>
    );
  }
  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onPointerDown={preload} onClick={saveDialog.show}>
        {content}
      </Button>
      {saveDialog.dialog}
    </>
  );
}
