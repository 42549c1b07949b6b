import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, SAVED_INDICATOR_MS } from '@shared/constants';
import { profileUpdateSchema, splitSkills, type OwnProfile } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { PrimaryCtaSelect, type PrimaryCtaChoice } from '../../profiles/components/primary-cta-select';
import { useSaveProfile } from '../api/own-profile';

type FormValues = {
  displayName: string;
  bio: string;
  location: string;
  skills: string;
  introUrl: string;
  primaryCta: PrimaryCtaChoice;
  primaryCtaUrl: string;
  hireable: boolean;
};

const toFormValues = (profile: OwnProfile): FormValues => ({
  displayName: profile.displayName ?? '',
  bio: profile.bio ?? '',
  location: profile.location ?? '',
  skills: profile.skills.join(', '),
  introUrl: profile.introUrl ?? '',
  primaryCta: profile.primaryCta ?? '',
  primaryCtaUrl: profile.primaryCtaUrl ?? '',
  hireable: profile.hireable,
});

/** The settings profile form: checked with the shared rules, then 'Saved!' for 3 seconds. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const save = useSaveProfile();
  const [values, setValues] = useState(() => toFormValues(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => setState('idle'), SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues({ ...values, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, skills: splitSkills(values.skills) };
    const checked = profileUpdateSchema.safeParse(body);
    if (!checked.success) {
      const fields = fieldErrorTexts(t, zodFieldIds(checked.error.issues));
      setErrors(fields);
      showToast({
        title: t('settings.profile.validationError'),
        description: Object.entries(fields)
          .map(
            ([field, message]) =>
              `${t(`settings.profile.fields.${field}`, { defaultValue: field })}: ${message}`,
          )
          .join('\n'),
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    setState('saving');
    try {
      setValues(toFormValues(await save(body)));
      setState('saved');
      showToast({ title: t('settings.profile.updated') });
    } catch (error) {
      setErrors(fieldErrorTexts(t, apiFieldIds(error)));
      setState('idle');
      showToast({
        title: t('settings.profile.errorTitle'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('settings.profile.fields.displayName')}
        value={values.displayName}
        onChange={(event) => set('displayName', event.target.value)}
        error={errors.displayName}
        maxLength={100}
        required
      />
      <TextAreaField
        label={t('settings.profile.fields.bio')}
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        error={errors.bio}
        maxLength={BIO_MAX_LENGTH}
      />
      <TextField
        label={t('settings.profile.fields.location')}
        value={values.location}
        onChange={(event) => set('location', event.target.value)}
        error={errors.location}
      />
      <TextField
        label={t('settings.profile.fields.skills')}
        value={values.skills}
        onChange={(event) => set('skills', event.target.value)}
        hint={t('settings.profile.skillsHint')}
        error={errors.skills}
      />
      <TextField
        label={t('settings.profile.fields.introUrl')}
        type="url"
        value={values.introUrl}
        onChange={(event) => set('introUrl', event.target.value)}
        error={errors.introUrl}
      />
      <PrimaryCtaSelect
        label={t('settings.profile.fields.primaryCta')}
        value={values.primaryCta}
        onChange={(primaryCta) => set('primaryCta', primaryCta)}
      />
      <TextField
        label={t('settings.profile.fields.primaryCtaUrl')}
        type="url"
        value={values.primaryCtaUrl}
        onChange={(event) => set('primaryCtaUrl', event.target.value)}
        error={errors.primaryCtaUrl}
      />
      <CheckboxField
        label={t('onboarding.hireable')}
        checked={values.hireable}
        onChange={(hireable) => set('hireable', hireable)}
      />
      <Button type="submit" size="lg" disabled={state === 'saving'} className="self-start">
        {state === 'saving'
          ? t('settings.profile.saving')
          : state === 'saved'
            ? t('settings.profile.saved')
            : t('settings.profile.save')}
      </Button>
    </form>
  );
}
