import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '#shared/constants';
import type { SessionUser } from '#shared/schemas/auth';
import { onboardingRequestSchema } from '#shared/schemas/profiles';
import { RequireSession } from '#web/components/routing/require-session';
import { Button } from '#web/components/ui/button';
import { FormCheckbox } from '#web/components/forms/form-checkbox';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';
import { UsernameField } from '#web/components/forms/username-field';
import { useCompleteOnboarding } from '../api/onboarding';
import { forgetReturnAddress, rememberedReturnAddress } from '#web/lib/return-address';
import { safeDestination } from '#web/lib/safe-destination';
import { PrimaryCtaSelect } from '../components/primary-cta-select';

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
  const completeOnboarding = useCompleteOnboarding();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: onboardingRequestSchema,
    defaultValues: {
      username: user.signupUsername,
      displayName: '',
      introUrl: '',
      primaryCta: '',
      primaryCtaUrl: '',
      hireable: false,
    },
    failureTitle: t('onboarding.validationError'),
    refusalToast: ({ error }) =>
      error
        ? { title: t('onboarding.errorTitle'), description: t('onboarding.errorText') }
        : { title: t('onboarding.validationError') },
    // Sent as typed: the server reads it with the same schema.
    onSubmit: async (_, typed) => {
      await completeOnboarding.mutateAsync(typed);
      showToast({ title: t('onboarding.created') });
      // Back to the page they signed up from, when there was one (the spec's /settings otherwise).
      const from = rememberedReturnAddress();
      forgetReturnAddress();
      navigate(safeDestination(from), { replace: true });
    },
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-8 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm"
    >
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <UsernameField
            label={t('onboarding.username')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('username')}
          />
        )}
      />
      <TextField
        label={t('onboarding.displayName')}
        error={fieldError('displayName')}
        maxLength={100}
        required
        {...form.register('displayName')}
      />
      <TextField
        label={t('onboarding.introUrl')}
        type="url"
        placeholder="https://youtube.com/watch?v=..."
        error={fieldError('introUrl')}
        {...form.register('introUrl')}
      />
      <PrimaryCtaSelect control={form.control} name="primaryCta" label={t('onboarding.mainAction')} />
      <TextField
        label={t('onboarding.buttonLink')}
        type="url"
        placeholder="https://"
        error={fieldError('primaryCtaUrl')}
        {...form.register('primaryCtaUrl')}
      />
      <FormCheckbox control={form.control} name="hireable" label={t('onboarding.hireable')} />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t('onboarding.creating') : t('onboarding.complete')}
      </Button>
    </form>
  );
}
