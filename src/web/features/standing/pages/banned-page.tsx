import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { PRODUCT_NAME } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignOut } from '#web/lib/session';
import { useStanding } from '../api/standing';
import { AppealSection } from '../components/appeal-section';

/**
 * /banned: 'Account Suspended', with the reason, the end of the ban and what it means, and the one
 * appeal the member may make.
 */
export default function BannedPage() {
  const { t, i18n } = useTranslation();
  const standing = useStanding();
  const signOut = useSignOut();
  useDocumentTitle(t('banned.documentTitle'));
  const ban = standing.data?.ban;
  const expires = ban?.expiresAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(ban.expiresAt),
      )
    : null;

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-2xl border border-red-200 bg-red-50 p-8">
        <ShieldAlert className="size-10 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-red-900">
          {t('banned.title', { product: PRODUCT_NAME })}
        </h1>
        {ban?.reason && (
          <p className="mt-4 text-red-900">
            <span className="font-semibold">{t('banned.reason')}</span> {ban.reason}
          </p>
        )}
        <p className="mt-2 text-red-900">
          {expires ? (
            <>
              <span className="font-semibold">{t('banned.expires')}</span> {expires}
            </>
          ) : (
            t('banned.permanent')
          )}
        </p>
        <h2 className="mt-6 font-semibold text-red-900">{t('banned.meaningTitle')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-red-900">
          <li>{t('banned.meaningAccess', { product: PRODUCT_NAME })}</li>
          <li>{t('banned.meaningProjects')}</li>
          <li>{t('banned.meaningProfile')}</li>
        </ul>
        <p className="mt-6 text-sm text-red-900">{t('banned.mistake')}</p>
        {ban && <AppealSection appeal={ban.appeal} />}
        <Button
          variant="secondary"
          className="mt-6"
          onClick={async () => {
            await signOut.mutateAsync();
            window.location.assign('/');
          }}
        >
          {t('banned.signOut')}
        </Button>
      </div>
    </div>
  );
}
