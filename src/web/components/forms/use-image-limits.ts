import { IMAGE_MAX_MEGAPIXELS, MEMBER_IMAGE_UPLOADS_PER_DAY } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';

/** What every image field adds to its hint: the server's pixel cap and a member's images a day. */
export function useImageLimits() {
  const { t } = useTranslation();
  return t('images.limits', { megapixels: IMAGE_MAX_MEGAPIXELS, perDay: MEMBER_IMAGE_UPLOADS_PER_DAY });
}
