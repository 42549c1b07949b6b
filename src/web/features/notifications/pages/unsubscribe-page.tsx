import { Link, useSearchParams } from 'react-router';
import { unsubscribeQuerySchema } from '#shared/schemas/notifications';
import { Button, buttonClasses } from '#web/components/ui/button';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useUnsubscribe } from '../api/settings';

/**
 * /unsubscribe: the footer link of a notification email. It asks before it stops anything, so a mail
 * scanner that opens every link changes nothing; no sign-in, the link's signature is the authority.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const link = unsubscribeQuerySchema.safeParse(Object.fromEntries(params));
  const unsubscribe = useUnsubscribe();
  const target = link.success ? link.data.k : null;
  const kind =
    target === null
      ? ''
      : target === 'dailyDigest' || target === 'weeklyDigest'
        ? t(`unsubscribe.digests.${target}`)
        : t(`settings.notifications.kinds.${target}`);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {!link.success || unsubscribe.isError ? (
        <p role="alert" className="mt-3 text-slate-700">
          {unsubscribe.isError ? apiErrorText(t, unsubscribe.error) : t('unsubscribe.failed')}
        </p>
      ) : unsubscribe.isSuccess ? (
        <p role="status" className="mt-3 text-slate-700">
          {t('unsubscribe.done', { kind })}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t('unsubscribe.question', { kind })}</p>
          <Button
            className="mt-6 min-h-11"
            onClick={() => unsubscribe.mutate(link.data)}
            disabled={unsubscribe.isPending}
          >
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
      <p className="mt-8">
        <Link to="/settings#notifications" className={buttonClasses('outline', 'md', 'min-h-11')}>
          {t('unsubscribe.settings')}
        </Link>
      </p>
    </div>
  );
}
