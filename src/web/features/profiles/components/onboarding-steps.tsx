import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#web/i18n/react';
import { PROFILE_HEADLINE_MAX_LENGTH } from '#shared/constants';
import type { onboardingRequestSchema } from '#shared/schemas/profiles';
import { FormCheckbox } from '#web/components/forms/form-checkbox';
import { TextField } from '#web/components/ui/text-field';
import { usePopularSkills } from '../api/onboarding';
import { HandleField } from './handle-field';
import { SkillsPicker } from './skills-picker';

export type OnboardingValues = z.input<typeof onboardingRequestSchema>;
export type OnboardingFields = {
  form: UseFormReturn<OnboardingValues, unknown, z.output<typeof onboardingRequestSchema>>;
  fieldError: (name: Path<OnboardingValues>) => string | undefined;
};

/** The first step: the name shown on the profile, and its handle (once; it never changes). */
export function NameStep({
  form,
  fieldError,
  handleFree,
}: OnboardingFields & { handleFree: boolean | null }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('onboarding.displayName')}
        hint={t('onboarding.displayNameHint')}
        error={fieldError('displayName')}
        autoComplete="name"
        maxLength={100}
        required
        {...form.register('displayName')}
      />
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <HandleField
            value={field.value}
            onChange={(handle) => {
              // A new handle is a new question: the live check answers it, not the last refusal.
              form.clearErrors('username');
              field.onChange(handle);
            }}
            error={fieldError('username')}
            free={handleFree}
          />
        )}
      />
    </>
  );
}

/** The last step: what the member does, in a line and in skills, and whether they take work. */
export function WorkStep({ form, fieldError }: OnboardingFields) {
  const { t } = useTranslation();
  const suggestions = usePopularSkills().data?.skills ?? [];
  return (
    <>
      <TextField
        label={t('onboarding.headline')}
        hint={t('onboarding.headlineHint', { max: PROFILE_HEADLINE_MAX_LENGTH })}
        placeholder={t('onboarding.headlinePlaceholder')}
        error={fieldError('headline')}
        maxLength={PROFILE_HEADLINE_MAX_LENGTH}
        {...form.register('headline')}
      />
      <Controller
        control={form.control}
        name="skills"
        render={({ field }) => (
          <SkillsPicker
            label={t('onboarding.skills.label')}
            value={field.value ?? []}
            onChange={field.onChange}
            suggestions={suggestions}
            error={fieldError('skills')}
          />
        )}
      />
      <FormCheckbox control={form.control} name="hireable" label={t('onboarding.hireable')} />
    </>
  );
}
