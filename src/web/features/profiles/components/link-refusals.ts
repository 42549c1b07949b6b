import type { TFunction } from '#web/i18n/translator';
import { isMessageId } from '#shared/messages';
import { ApiRequestError } from '#web/lib/api-client';
import type { FailureToast } from '#web/lib/use-api-form';

const LOGO_MESSAGES = new Set(['fileMustBeImage', 'imageTooLarge5']);

/** The toast for a social link refused for a reason the member can fix; null for any other reason. */
export function socialLinkToast(t: TFunction, messageId: string | undefined, platform: string) {
  if (messageId === 'urlRequired')
    return { title: t('settings.links.error'), description: t('errors.urlRequired') };
  if (messageId === 'invalidPlatformUrl') {
    return {
      title: t('settings.links.invalidUrl'),
      description: t('settings.links.invalidPlatformUrl', { platform }),
    };
  }
  if (messageId === 'platformExists') {
    return { title: t('settings.links.platformExists'), description: t('errors.platformExists') };
  }
  return null;
}

/** The toast for a social link change the server refused. */
export function socialLinkFailure(t: TFunction, error: unknown, platform: string): FailureToast {
  const field = error instanceof ApiRequestError ? Object.values(error.body.fields ?? {})[0] : undefined;
  const messageId = field ?? (error instanceof ApiRequestError ? error.body.messageId : undefined);
  return (
    socialLinkToast(t, messageId, platform) ?? {
      title: t('settings.links.error'),
      description: t('settings.links.socialFailed'),
    }
  );
}

/** The toast for a custom link's fields refused here, by the first rule they broke. */
export function customLinkToast(t: TFunction, messageId: string | undefined): FailureToast {
  if (messageId === 'invalidLinkUrl')
    return { title: t('errors.invalidLinkUrl'), description: t('settings.links.invalidLinkText') };
  if (messageId === 'linkNameTooLong')
    return { title: t('settings.links.error'), description: t('errors.linkNameTooLong') };
  return { title: t('settings.links.missingInfo'), description: t('errors.missingLinkInfo') };
}

/** The toast for a custom link change the server refused. */
export function customLinkFailure(t: TFunction, error: unknown): FailureToast {
  const field = error instanceof ApiRequestError ? Object.values(error.body.fields ?? {})[0] : undefined;
  // A field the server refused says why: as the same rule refused here would, or in its own words.
  if (field === 'invalidLinkUrl' || field === 'linkNameTooLong') return customLinkToast(t, field);
  if (field && isMessageId(field))
    return { title: t('settings.links.error'), description: t(`errors.${field}`) };
  const messageId = error instanceof ApiRequestError ? error.body.messageId : undefined;
  if (messageId && LOGO_MESSAGES.has(messageId))
    return { title: t('settings.links.logoFailed'), description: t('settings.links.logoFailedText') };
  if (messageId === 'tooManyLinks')
    return { title: t('settings.links.error'), description: t('errors.tooManyLinks') };
  return { title: t('settings.links.error'), description: t('settings.links.customFailed') };
}
