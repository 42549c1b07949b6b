import { ImagePlus } from 'lucide-react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { SessionUser } from '#shared/schemas/auth';
import { ImageDropZone } from '#web/components/forms/image-drop-zone';
import { InitialsAvatar } from '#web/components/initials-avatar';
import { StoredImage } from '#web/components/stored-image';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { cn } from '#web/lib/cn';
import { useProfileImage } from '../api/own-profile';
import { AvatarCropper } from './avatar-cropper';

// The crop sends a 400 px square, so a photo straight from a phone's camera is taken whole.
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The photo being cropped, as an object URL released when it is replaced or the step goes away. */
function useChosenPhoto() {
  const [url, setUrl] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(() => () => release(latest.current), []);
  const choose = (file: File | null) => {
    release(latest.current);
    latest.current = file ? URL.createObjectURL(file) : null;
    setUrl(latest.current);
  };
  return [url, choose] as const;
}

const release = (url: string | null) => {
  if (url) URL.revokeObjectURL(url);
};

/**
 * Onboarding's photo: dropped or chosen, cropped to a square here, then sent through the avatar
 * upload Settings uses (POST /api/profile/avatar), which stores it at once.
 */
export function AvatarStep({
  user,
  name,
  onCropping,
}: {
  user: SessionUser;
  name: string;
  /** Told when a photo is being framed, and when it no longer is. */
  onCropping: (cropping: boolean) => void;
}) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();
  const [photo, choosePhoto] = useChosenPhoto();
  const setPhoto = (file: File | null) => {
    choosePhoto(file);
    onCropping(file !== null);
  };
  const upload = useProfileImage();
  const avatarUrl = upload.data?.avatarUrl ?? user.profile.avatarUrl;

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, PHOTO_MAX_BYTES);
    if (problem) {
      showToast({
        title: t('onboarding.avatar.failed'),
        description: t(`errors.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    setPhoto(file);
  };
  const send = async (cropped: File) => {
    try {
      await upload.mutateAsync({ kind: 'avatar', file: cropped });
      setPhoto(null);
    } catch (error) {
      showToast({
        title: t('onboarding.avatar.failed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <ImageDropZone
      label={t('onboarding.avatar.choose')}
      disabled={upload.isPending}
      onFiles={(files) => take(files[0])}
    >
      {({ picker, dragging }) =>
        photo ? (
          <AvatarCropper
            key={photo}
            url={photo}
            busy={upload.isPending}
            onCropped={(file) => void send(file)}
            chooseAnother={picker}
            onCancel={() => setPhoto(null)}
          />
        ) : (
          <div
            className={cn(
              'flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed px-4 py-8 text-center',
              dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300',
            )}
          >
            <div className="size-32 overflow-hidden rounded-full bg-slate-100 ring-4 ring-surface">
              {avatarUrl ? (
                <StoredImage
                  src={avatarUrl}
                  alt={t('settings.images.avatarAlt')}
                  sizes="128px"
                  className="size-full object-cover"
                />
              ) : (
                <InitialsAvatar
                  name={name || user.signupUsername}
                  handle={user.signupUsername}
                  className="size-full text-4xl"
                />
              )}
            </div>
            <p role="status" className="text-sm text-slate-600">
              {avatarUrl ? t('onboarding.avatar.saved') : t('onboarding.avatar.drop')}
            </p>
            <Button variant={avatarUrl ? 'outline' : 'primary'} {...picker}>
              <ImagePlus aria-hidden className="size-4" />
              {avatarUrl ? t('onboarding.avatar.change') : t('onboarding.avatar.choose')}
            </Button>
            <p className="text-xs text-slate-500">{`${t('onboarding.avatar.hint')} ${imageLimits}`}</p>
          </div>
        )
      }
    </ImageDropZone>
  );
}
