import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { SOCIAL_PLATFORMS } from '#shared/constants';
import { socialLinkSchema, type ProfileLinks, type SocialLinkInput } from '#shared/schemas/links';
import { PLATFORM_EXAMPLES, PLATFORM_LABELS, type SocialPlatform } from '#shared/social-links';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm, type FailureToast } from '#web/lib/use-api-form';
import { socialLinkFailure, socialLinkToast } from './link-refusals';
import { SelectField } from '#web/components/ui/select-field';

/** The platforms without a link yet: one link per platform. */
export const freePlatforms = (links: ProfileLinks['socialLinks']): SocialPlatform[] =>
  SOCIAL_PLATFORMS.filter((platform) => !links.some((link) => link.platform === platform));

/** Adds a social link: a platform without one yet, and a URL matching that platform's pattern. */
export function SocialLinkForm({
  free,
  busy,
  add,
}: {
  free: SocialPlatform[];
  busy: boolean;
  add: (link: SocialLinkInput) => Promise<ProfileLinks>;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: socialLinkSchema,
    defaultValues: { platform: free[0] ?? 'instagram', url: '' },
    failureTitle: t('settings.links.error'),
    refusalToast: ({ fields, error }): FailureToast | null => {
      const label = PLATFORM_LABELS[form.getValues('platform')];
      if (error) return socialLinkFailure(t, error, label);
      return socialLinkToast(t, Object.values(fields)[0], label);
    },
    onSubmit: async (_, typed) => {
      const links = await add(typed);
      showToast({ title: t('settings.links.success'), description: t('settings.links.socialUpdated') });
      form.reset({ platform: freePlatforms(links.socialLinks)[0] ?? typed.platform, url: '' });
    },
  });
  const platform = useWatch({ control: form.control, name: 'platform' });

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <SelectField
        label={t('settings.links.platform')}
        error={fieldError('platform')}
        {...form.register('platform')}
      >
        {free.map((option) => (
          <option key={option} value={option}>
            {PLATFORM_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('settings.links.url')}
        type="url"
        placeholder={PLATFORM_EXAMPLES[platform]}
        error={fieldError('url')}
        {...form.register('url')}
      />
      <Button type="submit" disabled={busy || submitting}>
        {t('settings.links.add')}
      </Button>
    </form>
  );
}
