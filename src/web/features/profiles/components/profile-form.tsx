import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { BIO_MAX_LENGTH, PROFILE_HEADLINE_MAX_LENGTH, SAVED_INDICATOR_MS } from '#shared/constants';
import { profileFormSchema, type OwnProfile } from '#shared/schemas/profiles';
import { Button } from '#web/components/ui/button';
import { FormCheckbox } from '#web/components/forms/form-checkbox';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { PrimaryCtaSelect } from './primary-cta-select';
import { useSaveProfile } from '../api/own-profile';

const toFormValues = (profile: OwnProfile) => ({
  displayName: profile.displayName ?? '',
  headline: profile.headline ?? '',
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  skills: profile.skills.join(', '),
  introUrl: profile.introUrl ?? '',
  primaryCta: profile.primaryCta ?? ('' as const),
  primaryCtaUrl: profile.primaryCtaUrl ?? '',
  hireable: profile.hireable,
});

/** The settings profile form: checked with the shared rules, then 'Saved!' for 3 seconds. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: profileFormSchema,
    defaultValues: toFormValues(profile),
    failureTitle: t('settings.profile.validationError'),
    describeFields: (texts) =>
      Object.entries(texts)
        .map(([field, text]) => `${t(`settings.profile.fields.${field}`, { defaultValue: field })}: ${text}`)
        .join('\n'),
    refusalToast: ({ error }) =>
      error ? { title: t('settings.profile.errorTitle'), description: apiErrorText(t, error) } : undefined,
    // The skills go as the list they were split into, the rest as typed.
    onSubmit: async ({ skills }, typed) => {
      form.reset(toFormValues(await save.mutateAsync({ ...typed, skills })));
      showToast({ title: t('settings.profile.updated') });
    },
  });
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';

  // 'Saved!' shows until the indicator's time is up (or the next save).
  const { isSuccess: saved, reset: forgetSaved, submittedAt } = save;
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(forgetSaved, SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [saved, forgetSaved, submittedAt]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('settings.profile.fields.displayName')}
        error={fieldError('displayName')}
        maxLength={100}
        required
        {...form.register('displayName')}
      />
      <TextField
        label={t('settings.profile.fields.headline')}
        hint={t('onboarding.headlineHint', { max: PROFILE_HEADLINE_MAX_LENGTH })}
        error={fieldError('headline')}
        maxLength={PROFILE_HEADLINE_MAX_LENGTH}
        {...form.register('headline')}
      />
      <TextAreaField
        label={t('settings.profile.fields.bio')}
        value={bio}
        error={fieldError('bio')}
        maxLength={BIO_MAX_LENGTH}
        {...form.register('bio')}
      />
      <TextField
        label={t('settings.profile.fields.location')}
        error={fieldError('location')}
        {...form.register('location')}
      />
      <TextField
        label={t('settings.profile.fields.skills')}
        hint={t('settings.profile.skillsHint')}
        error={fieldError('skills')}
        {...form.register('skills')}
      />
      <TextField
        label={t('settings.profile.fields.introUrl')}
        type="url"
        error={fieldError('introUrl')}
        {...form.register('introUrl')}
      />
      <PrimaryCtaSelect
        control={form.control}
        name="primaryCta"
        label={t('settings.profile.fields.primaryCta')}
      />
      <TextField
        label={t('settings.profile.fields.primaryCtaUrl')}
        type="url"
        error={fieldError('primaryCtaUrl')}
        {...form.register('primaryCtaUrl')}
      />
      <FormCheckbox control={form.control} name="hireable" label={t('onboarding.hireable')} />
      <Button type="submit" size="lg" disabled={submitting} className="self-start">
        {submitting
          ? t('settings.profile.saving')
          : saved
            ? t('settings.profile.saved')
            : t('settings.profile.save')}
      </Button>
    </form>
  );
}
