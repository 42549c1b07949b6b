import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import type { SessionUser } from '#shared/schemas/auth';
import { onboardingRequestSchema } from '#shared/schemas/profiles';
import { Button } from '#web/components/ui/button';
import { apiFieldIds } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useCompleteOnboarding } from '../api/onboarding';
import { AvatarStep } from './avatar-step';
import { useHandleFree } from './handle-field';
import { NameStep, WorkStep, type OnboardingValues } from './onboarding-steps';
import { ONBOARDING_STEPS, OnboardingProgress, type OnboardingStep } from './onboarding-progress';

// What each step checks before the next one opens; the last step sends the whole form.
const STEP_FIELDS: Record<OnboardingStep, (keyof OnboardingValues)[]> = {
  name: ['displayName', 'username'],
  photo: [],
  work: ['headline', 'skills', 'hireable'],
};

/**
 * Onboarding in three steps, one form: name and handle, a photo, then headline, skills and hire
 * status (docs/decisions/0053). The photo is stored as soon as it is cropped; the rest is sent at the
 * end. A handle the server refuses then opens the first step again, with the reason on the field.
 */
export function OnboardingForm({ user, onDone }: { user: SessionUser; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState<OnboardingStep>('name');
  // While a photo is being framed, its own buttons lead: moving on would drop it.
  const [cropping, setCropping] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: onboardingRequestSchema,
    defaultValues: {
      username: user.signupUsername,
      displayName: '',
      headline: '',
      skills: [],
      hireable: false,
    },
    failureTitle: t('onboarding.validationError'),
    refusalToast: ({ error }) =>
      error ? { title: t('onboarding.errorTitle'), description: t('onboarding.errorText') } : undefined,
    // Sent as typed: the server reads it with the same schema.
    onSubmit: async (_, typed) => {
      try {
        await complete.mutateAsync(typed);
      } catch (error) {
        if (apiFieldIds(error)?.username) setStep('name');
        throw error;
      }
      await onDone();
    },
  });
  const handle = useWatch({ control: form.control, name: 'username' });
  const displayName = useWatch({ control: form.control, name: 'displayName' });
  const handleFree = useHandleFree(handle);

  // A new step's heading takes the focus, so a screen reader starts there (not on the first load).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const index = ONBOARDING_STEPS.indexOf(step);
  const last = index === ONBOARDING_STEPS.length - 1;
  const go = (to: number) => {
    moved.current = true;
    setCropping(false);
    setStep(ONBOARDING_STEPS[to] ?? 'name');
  };
  const next = async () => {
    if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true }))) return;
    if (step === 'name' && handleFree === false) {
      form.setError('username', { type: 'server', message: 'valueTaken' }, { shouldFocus: true });
      return;
    }
    go(index + 1);
  };
  // Enter in a box moves on a step; only the last step sends.
  const onSubmit = (event: FormEvent) => {
    if (last) return void submit(event);
    event.preventDefault();
    if (!cropping) void next();
  };
  const skippable = step === 'photo' && !user.profile.avatarUrl;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
      <OnboardingProgress step={step} />
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-6">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t(`onboarding.stepTitles.${step}`)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(`onboarding.stepTexts.${step}`)}</p>
        </div>
        {step === 'name' && <NameStep form={form} fieldError={fieldError} handleFree={handleFree} />}
        {step === 'photo' && <AvatarStep user={user} name={displayName} onCropping={setCropping} />}
        {step === 'work' && <WorkStep form={form} fieldError={fieldError} />}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-slate-200 pt-5">
          {index > 0 ? (
            <Button variant="ghost" onClick={() => go(index - 1)} disabled={submitting}>
              {t('onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          {!(step === 'photo' && cropping) && (
            <Button type="submit" size="lg" variant={skippable ? 'outline' : 'primary'} disabled={submitting}>
              {last
                ? submitting
                  ? t('onboarding.creating')
                  : t('onboarding.complete')
                : skippable
                  ? t('onboarding.skip')
                  : t('onboarding.next')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
