import { useWatch } from 'react-hook-form';
import { IMAGE_CAPTION_MAX_LENGTH } from '#shared/constants';
import { videoEmbed } from '#shared/video-embed';
import { useTranslation } from '#web/i18n/react';
import { TextField } from '#web/components/ui/text-field';
import type { ProjectFormParts } from './project-form-values';
import { VIDEO_PROVIDER_NAMES } from './video-facade';

/**
 * A video block: its link, told as soon as it is recognised ('YouTube video') so a wrong one shows
 * before the project is saved, and an optional caption, which also names the player.
 */
export function VideoBlockEditor({ index, parts }: { index: number; parts: ProjectFormParts }) {
  const { t } = useTranslation();
  const url = (useWatch({ control: parts.control, name: `blocks.${index}.url` }) as string | undefined) ?? '';
  const embed = url.trim() ? videoEmbed(url.trim()) : null;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('project.form.blocks.videoUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={
          embed
            ? t('project.blocks.video', { provider: VIDEO_PROVIDER_NAMES[embed.provider] })
            : t('project.form.blocks.videoHint')
        }
        error={parts.fieldError(`blocks.${index}.url`)}
        {...parts.register(`blocks.${index}.url`)}
      />
      <TextField
        label={t('project.form.blocks.videoCaption')}
        maxLength={IMAGE_CAPTION_MAX_LENGTH}
        error={parts.fieldError(`blocks.${index}.caption`)}
        {...parts.register(`blocks.${index}.caption`)}
      />
    </div>
  );
}
