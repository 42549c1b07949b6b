import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { Logo } from '#web/components/layout/logo';
import { MainNav } from './main-nav';
import { QuickSearch } from '#web/features/quick-search/components/quick-search';
import { SignInLink } from '#web/components/routing/sign-in-link';

/** The top bar's links in a side drawer, for narrow screens. */
export default function MobileDrawer({
  open,
  onOpenChange,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-surface p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Logo onNavigate={close} />
            <Dialog.Close aria-label={t('nav.closeMenu')} className={ICON_BUTTON_CLASSES}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
          <QuickSearch onNavigate={close} />
          <MainNav layout="column" onNavigate={close} />
          {signedIn ? (
            <Link to="/new" onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('nav.new')}
            </Link>
          ) : (
            <SignInLink onClick={close} className={buttonClasses('primary', 'md', 'w-full')}>
              {t('nav.signIn')}
            </SignInLink>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
