import { LogIn, MessageSquareText } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { SignInLink } from '#web/components/routing/sign-in-link';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { buttonClasses } from '#web/components/ui/button';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { FeedbackForm } from '../components/feedback-form';
import { MyFeedbackList } from '../components/my-feedback-list';

/** /feedback: a bug report or a suggestion, and the member's past feedback with its status. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  useDocumentTitle(t('feedback.pageTitle'));
  if (isPending) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <MessageSquareText aria-hidden className="size-8 text-brand-500" />
        {t('feedback.pageTitle')}
      </h1>
      <p className="mt-2 text-slate-600">{t('feedback.intro')}</p>
      {user ? (
        <>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
            <FeedbackForm />
          </div>
          <MyFeedbackList />
        </>
      ) : (
        <div className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="font-semibold">{t('feedback.authRequired')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('errors.signInToSendFeedback')}</p>
          <SignInLink page="/login" className={buttonClasses('primary', 'md', 'mt-4')}>
            <LogIn aria-hidden className="size-4" />
            {t('feedback.signIn')}
          </SignInLink>
        </div>
      )}
    </div>
  );
}
