import * as Dialog from '@radix-ui/react-dialog';
import { Bell, BriefcaseBusiness, MessagesSquare, X } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link, NavLink } from 'react-router';
import { buttonClasses, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { Logo } from '#web/components/layout/logo';
import { cn } from '#web/lib/cn';
import { MainNav } from './main-nav';
import { QuickSearch } from '#web/features/quick-search/components/quick-search';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { CREATE_ICONS } from './create-icons';
import { CREATE_LINKS } from './nav-links';

// A member's places, by name: on a phone the top bar shows their icons alone. The same icons.
const MEMBER_LINKS = [
  { to: '/service-requests', labelKey: 'nav.requests', icon: BriefcaseBusiness },
  { to: '/messages', labelKey: 'messages.title', icon: MessagesSquare },
  { to: '/notifications', labelKey: 'notifications.title', icon: Bell },
] as const;

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
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-xl">
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
            <>
              <nav aria-label={t('nav.yours')}>
                <ul className="flex flex-col gap-1 border-t border-slate-200 pt-4">
                  {MEMBER_LINKS.map(({ to, labelKey, icon: Icon }) => (
                    <li key={to}>
                      <NavLink
                        to={to}
                        onClick={close}
                        className={({ isActive }) =>
                          cn(
                            'flex items-center gap-3 rounded-md px-3 py-2 font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 pointer-coarse:py-2.5',
                            isActive && 'bg-slate-100 text-slate-900',
                          )
                        }
                      >
                        <Icon className="size-5" aria-hidden="true" />
                        {t(labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex flex-col gap-2">
                {CREATE_LINKS.map(({ to, labelKey }, index) => {
                  const Icon = CREATE_ICONS[to];
                  return (
                    <Link
                      key={to}
                      to={to}
                      onClick={close}
                      className={buttonClasses(index === 0 ? 'primary' : 'outline', 'md', 'w-full')}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {t(labelKey)}
                    </Link>
                  );
                })}
              </div>
            </>
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
