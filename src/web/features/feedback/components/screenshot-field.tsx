import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@shared/constants';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { imageFileProblem } from '../../../lib/image-file-problem';

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
  const input = useRef<HTMLInputElement>(null);

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
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-800">{t('feedback.screenshot')}</span>
      {value && (
        <img
          src={value.previewUrl}
          alt={t('feedback.screenshotPreview')}
          className="max-h-64 w-fit max-w-full rounded-lg border border-slate-200 object-contain"
        />
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('feedback.addScreenshot')}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden className="size-4" />
          {value ? t('feedback.replaceScreenshot') : t('feedback.addScreenshot')}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <Trash2 aria-hidden className="size-4" />
            {t('feedback.removeScreenshot')}
          </Button>
        )}
        <span className="text-xs text-slate-500">{t('feedback.screenshotHint')}</span>
      </div>
    </div>
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
