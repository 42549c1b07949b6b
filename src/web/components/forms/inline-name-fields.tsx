import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '#web/i18n/react';
import { DISPLAY_NAME_MAX_LENGTH } from '#shared/constants';
import { isMessageId } from '#shared/messages';
import { usernameSchema } from '#shared/schemas/auth';
import { displayNameSchema, type OwnProfile, type ProfileUpdate } from '#shared/schemas/profiles';
import { ApiRequestError, apiRequest } from '#web/lib/api-client';
import { apiFieldIds } from '#web/lib/api-error-text';
import { useRefreshSession, useSession } from '#web/lib/session';
import { useApiForm } from '#web/lib/use-api-form';
import { TextField } from '../ui/text-field';
import { UsernameField } from './username-field';

const inlineNameSchema = z.object({ username: usernameSchema, displayName: displayNameSchema });
type NameField = keyof z.input<typeof inlineNameSchema>;

/** A profile with a handle but no display name (made before the name was required) gets one. */
async function saveDisplayName(displayName: string) {
  const own = await apiRequest<OwnProfile>('/profile');
  const body: ProfileUpdate = {
    displayName,
    bio: own.bio ?? '',
    location: own.location ?? '',
    skills: own.skills,
    introUrl: own.introUrl ?? '',
    primaryCta: own.primaryCta ?? '',
    primaryCtaUrl: own.primaryCtaUrl ?? '',
    hireable: own.hireable,
  };
  await apiRequest('/profile', { method: 'PUT', json: body });
}

/**
 * The name a member needs before they request or message (the server refuses a nameless sender with
 * nameRequired), asked inline by the form they are filling, so they never leave it for /onboarding:
 * a display name, and the username (prefilled with the one given at sign-up) while they have none.
 * `save` runs first in the form's submit; the form then carries on in the same click.
 */
export function useInlineName() {
  const { t } = useTranslation();
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const needsHandle = Boolean(user && !user.profile.handle);
  const needed = Boolean(user && (!user.profile.handle || !user.profile.displayName));
  const fields: NameField[] = needsHandle ? ['displayName', 'username'] : ['displayName'];
  const { form, fieldError } = useApiForm({
    schema: inlineNameSchema,
    defaultValues: {
      username: user?.profile.handle ?? user?.signupUsername ?? '',
      displayName: user?.profile.displayName ?? '',
    },
    failureTitle: t('errors.nameRequired'),
    // Never submitted on its own: `save` sends it, inside the form it sits in.
    onSubmit: async () => undefined,
  });

  /** Marks what is missing in the name, beside the form's own checks of the same submit. */
  const check = () => {
    if (needed) void form.trigger(fields);
  };

  /**
   * Saves the name when one is needed. A refusal, here or by the server (a username taken), marks
   * its field and is thrown as the server's error, for the form around it to stop and say why.
   */
  const save = async () => {
    if (!needed) return;
    if (!(await form.trigger(fields))) {
      const ids = Object.fromEntries(
        fields.flatMap((field) => {
          const message = form.getFieldState(field).error?.message;
          return message ? [[field, message]] : [];
        }),
      );
      const [first] = Object.values(ids);
      const messageId = first && isMessageId(first) ? first : 'nameRequired';
      throw new ApiRequestError(400, {
        code: 'validation_failed',
        message: messageId,
        messageId,
        fields: ids,
      });
    }
    const { username, displayName } = form.getValues();
    try {
      if (needsHandle) {
        await apiRequest('/profile/onboarding', { method: 'POST', json: { username, displayName } });
      } else {
        await saveDisplayName(displayName);
      }
    } catch (error) {
      for (const [field, messageId] of Object.entries(apiFieldIds(error) ?? {})) {
        if (field === 'username' || field === 'displayName') {
          form.setError(field, { type: 'server', message: messageId });
        }
      }
      throw error;
    }
    // The session now has the name: the fields leave, and every screen shows it.
    await refreshSession();
  };

  return { needed, needsHandle, form, fieldError, check, save };
}

export type InlineName = ReturnType<typeof useInlineName>;

/** The inline name's fields, above the form that needs them; nothing once the member has a name. */
export function InlineNameFields({ name, recipient }: { name: InlineName; recipient?: string }) {
  const { t } = useTranslation();
  if (!name.needed) return null;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('inlineName.legend')}</legend>
      <p className="text-sm text-slate-700">
        {recipient ? t('inlineName.intro', { name: recipient }) : t('inlineName.introGeneric')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('inlineName.displayName')}
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          required
          error={name.fieldError('displayName')}
          {...name.form.register('displayName')}
        />
        {name.needsHandle && (
          <Controller
            control={name.form.control}
            name="username"
            render={({ field }) => (
              <UsernameField
                label={t('inlineName.username')}
                value={field.value}
                onChange={field.onChange}
                error={name.fieldError('username')}
              />
            )}
          />
        )}
      </div>
    </fieldset>
  );
}
