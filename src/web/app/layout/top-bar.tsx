import { Menu, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { RequestsLink } from '../../features/service-requests/components/requests-link';
import { MessagesLink } from '../../features/messages/components/messages-link';
import { buttonClasses } from '../../components/ui/button';
import { AccountMenu } from './account-menu';
import { Logo } from '../../components/layout/logo';
import { MobileDrawer } from './mobile-drawer';
import { MainNav } from './main-nav';

export function TopBar() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user, isPending } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <div className="hidden md:block">
          <MainNav layout="row" />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <Link to="/new" className={buttonClasses('primary', 'sm', 'hidden md:inline-flex')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('nav.new')}
              </Link>
              <RequestsLink />
              <MessagesLink />
              <NotificationsBell />
              <AccountMenu user={user} />
            </>
          ) : (
            !isPending && (
              <Link to="/auth" className={buttonClasses('primary', 'sm', 'hidden md:inline-flex')}>
                {t('nav.signIn')}
              </Link>
            )
          )}
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('nav.openMenu')}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} signedIn={Boolean(user)} />
    </header>
  );
}
