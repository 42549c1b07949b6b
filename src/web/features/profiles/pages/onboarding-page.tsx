import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import type { SessionUser } from '@shared/schemas/auth';
import { onboardingRequestSchema } from '@shared/schemas/profiles';
import { RequireSession } from '../../../components/routing/require-session';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRefreshSession, useSession } from '../../auth/api/session';
import { UsernameField } from '../../auth/components/username-field';
import { completeOnboarding } from '../api/onboarding';
import { PrimaryCtaSelect, type PrimaryCtaChoice } from '../components/primary-cta-select';

/** /onboarding: the profile setup right after the first verification. */
export default function OnboardingPage() {
  return (
    <RequireSession allowWithoutHandle>
      <OnboardingScreen />
    </RequireSession>
  );
}

function OnboardingScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  useDocumentTitle(t('onboarding.documentTitle'));
  if (!user) return null;
  if (user.profile.handle) return <Navigate to="/settings" replace />;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">
        {t('onboarding.heading', { product: PRODUCT_NAME })}
      </h1>
      <p className="mt-2 text-slate-600">{t('onboarding.subheading')}</p>
      <OnboardingForm user={user} />
    </div>
  );
}

function OnboardingForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [values, setValues] = useState({
    username: user.signupUsername,
    displayName: '',
    introUrl: '',
    primaryCta: '' as PrimaryCtaChoice,
    primaryCtaUrl: '',
    hireable: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = onboardingRequestSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorTexts(t, zodFieldIds(checked.error.issues)));
      showToast({ title: t('onboarding.validationError'), variant: 'destructive' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await completeOnboarding(values);
      await refreshSession();
      showToast({ title: t('onboarding.created') });
      navigate('/settings', { replace: true });
    } catch (error) {
      setErrors(fieldErrorTexts(t, apiFieldIds(error)));
      showToast({
        title: t('onboarding.errorTitle'),
        description: t('onboarding.errorText'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-8 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <UsernameField
        label={t('onboarding.username')}
        value={values.username}
        onChange={(username) => setValues({ ...values, username })}
        error={errors.username}
      />
      <TextField
        label={t('onboarding.displayName')}
        value={values.displayName}
        onChange={(event) => setValues({ ...values, displayName: event.target.value })}
        error={errors.displayName}
        maxLength={100}
        required
      />
      <TextField
        label={t('onboarding.introUrl')}
        type="url"
        placeholder="https://youtube.com/watch?v=..."
        value={values.introUrl}
        onChange={(event) => setValues({ ...values, introUrl: event.target.value })}
        error={errors.introUrl}
      />
      <PrimaryCtaSelect
        label={t('onboarding.mainAction')}
        value={values.primaryCta}
        onChange={(primaryCta) => setValues({ ...values, primaryCta })}
      />
      <TextField
        label={t('onboarding.buttonLink')}
        type="url"
        placeholder="https://"
        value={values.primaryCtaUrl}
        onChange={(event) => setValues({ ...values, primaryCtaUrl: event.target.value })}
        error={errors.primaryCtaUrl}
      />
      <CheckboxField
        label={t('onboarding.hireable')}
        checked={values.hireable}
        onChange={(hireable) => setValues({ ...values, hireable })}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('onboarding.creating') : t('onboarding.complete')}
      </Button>
    </form>
  );
}
