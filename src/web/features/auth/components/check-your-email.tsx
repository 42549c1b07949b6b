import { MailCheck } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';

/** The confirmation after asking for an email: the same whether or not an account exists. */
export function CheckYourEmail({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center text-center">
      <MailCheck className="size-12 text-brand-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">{text}</p>
      <p className="mt-2 text-sm text-slate-500">{t('recovery.checkSpam')}</p>
      <Link to="/auth" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('verifyEmail.backToSignIn')}
      </Link>
    </div>
  );
}
