import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { RequireSession } from '#web/components/routing/require-session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';
import { useOwnProfile } from '#web/features/profiles/api/own-profile';
import { ChangeEmailCard } from '#web/features/account/components/change-email-card';
import { ChangePasswordCard } from '#web/features/account/components/change-password-card';
import { CustomLinksCard } from '#web/features/profiles/components/custom-links-card';
import { NotificationSettingsCard } from '#web/features/notifications/components/notification-settings-card';
import { PreferencesCard } from '#web/features/profiles/components/preferences-card';
import { ProfileSwitchCard } from '#web/features/profiles/components/profile-switch-card';
import { FollowRequestsCard } from '#web/features/federation/components/follow-requests-card';
import { PrivacyCard } from '#web/features/profiles/components/privacy-card';
import { ProfileForm } from '#web/features/profiles/components/profile-form';
import { ProfileImages } from '#web/features/profiles/components/profile-images';
import { SignOutOthersOffer } from '#web/features/account/components/sign-out-others-offer';
import { SessionsCard } from '#web/features/account/components/sessions-card';
import { BlockedMembersCard } from '#web/features/blocks/components/blocked-members-card';
import { SocialLinksCard } from '#web/features/profiles/components/social-links-card';
import { useTwoFactorStatus } from '#web/features/two-factor/api/two-factor';
import { TwoFactorCard } from '#web/features/two-factor/components/two-factor-card';
import { YourDataCard } from '#web/features/account/components/your-data-card';

/**
 * /settings: the signed-in user's profile (profiles), account (account) and second factor
 * (two-factor), composed here so that no feature imports another.
 */
export default function SettingsPage() {
  return (
    <RequireSession>
      <SettingsScreen />
    </RequireSession>
  );
}

function SettingsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const profile = useOwnProfile();
  // Changing the password or email, and deleting the account, ask for a code when this is on.
  const twoFactorOn = useTwoFactorStatus().data?.enabled === true;
  useDocumentTitle(t('settings.title'));
  if (!user?.profile.handle) return null;
  const handle = user.profile.handle;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
      <SettingsSections />
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="mt-2 text-slate-600">
          {t('settings.liveAt')}{' '}
          <Link to={`/${handle}`} className="font-medium text-brand-700 hover:underline">
            /{handle}
          </Link>
        </p>
        <SettingsSectionList className="lg:hidden" />
        <div id="profile" className={SECTION_CLASS}>
          <section
            aria-labelledby="profile-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
          >
            <h2 id="profile-heading" className="mb-5 text-lg font-semibold">
              {t('settings.profile.title')}
            </h2>
            {profile.data ? (
              <>
                <ProfileImages profile={profile.data} />
                <ProfileForm profile={profile.data} />
              </>
            ) : (
              <LoadingScreen />
            )}
          </section>
          {profile.data && (
            <>
              <SocialLinksCard links={profile.data.links.socialLinks} />
              <CustomLinksCard links={profile.data.links.customLinks} />
            </>
          )}
        </div>
        <div id="account" className={SECTION_CLASS}>
          <section
            aria-labelledby="account-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
          >
            <h2 id="account-heading" className="text-lg font-semibold">
              {t('settings.account')}
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-slate-500">{t('settings.handle')}</dt>
              <dd>
                @{handle} <span className="text-slate-500">· {t('settings.handleNote')}</span>
              </dd>
              <dt className="text-slate-500">{t('auth.email')}</dt>
              <dd className="break-all">{user.email}</dd>
            </dl>
          </section>
          <ChangePasswordCard twoFactorOn={twoFactorOn} />
          <ChangeEmailCard currentEmail={user.email} twoFactorOn={twoFactorOn} />
        </div>
        <div id="preferences" className={SECTION_CLASS}>
          <PreferencesCard />
          <NotificationSettingsCard />
        </div>
        <div id="privacy" className={SECTION_CLASS}>
          {profile.data && <PrivacyCard initial={profile.data.privacy} />}
          {profile.data && (
            <ProfileSwitchCard name="allowAiTraining" checked={profile.data.allowAiTraining} />
          )}
          {profile.data && <ProfileSwitchCard name="federates" checked={profile.data.federates} />}
          {profile.data?.federates && (
            <ProfileSwitchCard name="approvesFollowers" checked={profile.data.approvesFollowers} />
          )}
          {profile.data?.federates && profile.data.approvesFollowers && <FollowRequestsCard />}
          {profile.data && <ProfileSwitchCard name="showsViews" checked={profile.data.showsViews} />}
          <BlockedMembersCard />
          <TwoFactorCard signOutOffer={(close) => <SignOutOthersOffer onClose={close} />} />
          <SessionsCard />
        </div>
        <div id="data" className={SECTION_CLASS}>
          <YourDataCard handle={handle} twoFactorOn={twoFactorOn} />
        </div>
      </div>
    </div>
  );
}

// Clear of the sticky top bar when a section is jumped to.
const SECTION_CLASS = 'scroll-mt-20';

/** The settings' sections, by the address each has (/settings#privacy). */
const SECTIONS = [
  { id: 'profile', label: 'settings.profile.title' },
  { id: 'account', label: 'settings.account' },
  { id: 'preferences', label: 'settings.preferences.title' },
  { id: 'privacy', label: 'settings.nav.privacy' },
  { id: 'data', label: 'settings.data.title' },
] as const;

/** The list of sections: at the top on a phone, beside the settings on a wide screen. */
function SettingsSectionList({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('settings.nav.label')} className={cn('mt-6', className)}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="touch-target rounded-full border border-slate-200 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:block lg:rounded-md lg:border-0"
            >
              {t(section.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side list on a wide screen, staying in view as the settings scroll. */
function SettingsSections() {
  return (
    <aside className="hidden lg:block">
      <SettingsSectionList className="sticky top-24 mt-16" />
    </aside>
  );
}
