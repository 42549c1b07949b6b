import { ImagePlus, Trash2 } from 'lucide-react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { ImageDropZone } from '#web/components/forms/image-drop-zone';

/**
 * The optional screenshot: checked here for type and size, previewed from the file itself and sent
 * with the form (the server checks and re-encodes it by content).
 */
export function ScreenshotField({
  value,
  onChange,
  disabled,
}: {
  value: ChosenScreenshot | null;
  onChange: (file: File | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, FEEDBACK_SCREENSHOT_MAX_BYTES);
    if (problem) {
      const tooLarge = problem !== 'fileMustBeImage';
      showToast({
        title: tooLarge ? t('feedback.fileTooLarge') : t('errors.validationError'),
        description: t(tooLarge ? 'errors.screenshotTooLarge' : 'errors.fileMustBeImage'),
        variant: 'destructive',
      });
      return;
    }
    onChange(file);
  };

  return (
    <ImageDropZone
      label={t('feedback.addScreenshot')}
      disabled={disabled}
      onFiles={([file]) => choose(file)}
      className="flex flex-col gap-2 rounded-lg"
    >
      {({ picker, dragging }) => (
        <>
          <span className="text-sm font-medium text-slate-800">{t('feedback.screenshot')}</span>
          {value ? (
            <img
              src={value.previewUrl}
              alt={t('feedback.screenshotPreview')}
              className="max-h-64 w-fit max-w-full rounded-lg border border-slate-200 object-contain"
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
              {dragging ? t('images.dropNow') : t('images.dropHint')}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" disabled={disabled} {...picker}>
              <ImagePlus aria-hidden className="size-4" />
              {value ? t('feedback.replaceScreenshot') : t('feedback.addScreenshot')}
            </Button>
            {value && (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
                <Trash2 aria-hidden className="size-4" />
                {t('feedback.removeScreenshot')}
              </Button>
            )}
            <span className="text-xs text-slate-500">{`${t('feedback.screenshotHint')} ${imageLimits}`}</span>
          </div>
        </>
      )}
    </ImageDropZone>
  );
}

export type ChosenScreenshot = { file: File; previewUrl: string };

/**
 * The chosen screenshot with a preview URL made from the file itself; a URL is released when its file
 * is replaced or removed, or the form goes away.
 */
export function useChosenScreenshot() {
  const [chosen, setChosen] = useState<ChosenScreenshot | null>(null);
  const latest = useRef<ChosenScreenshot | null>(null);
  useEffect(() => () => release(latest.current), []);
  const choose = (file: File | null) => {
    release(latest.current);
    latest.current = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
    setChosen(latest.current);
  };
  return [chosen, choose] as const;
}

const release = (chosen: ChosenScreenshot | null) => {
  if (chosen) URL.revokeObjectURL(chosen.previewUrl);
};
