import { ImagePlus, Trash2 } from 'lucide-react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useTranslation } from '#web/i18n/react';
import { AVATAR_IMAGE_MAX_BYTES, BANNER_IMAGE_MAX_BYTES } from '#shared/constants';
import type { OwnProfile } from '#shared/schemas/profiles';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useProfileImage, type ProfileImageKind } from '../api/own-profile';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { StoredImage } from '#web/components/stored-image';
import { InitialsAvatar } from '#web/components/initials-avatar';
import { ImageDropZone, type PickerButton } from '#web/components/forms/image-drop-zone';

const MAX_BYTES: Record<ProfileImageKind, number> = {
  avatar: AVATAR_IMAGE_MAX_BYTES,
  banner: BANNER_IMAGE_MAX_BYTES,
};

/** Banner and avatar with previews: a chosen file is checked here, sent at once, and shown as the server stored it. */
export function ProfileImages({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const change = useProfileImage();
  // The image on its way, covered by a spinner; every image button waits for it.
  const busy = change.isPending ? change.variables.kind : null;

  const run = async (kind: ProfileImageKind, file: File | null) => {
    if (file) {
      const problem = imageFileProblem(file, MAX_BYTES[kind]);
      if (problem) {
        showToast({
          title: t('settings.images.failed'),
          description: t(`errors.${problem}`),
          variant: 'destructive',
        });
        return;
      }
    }
    try {
      await change.mutateAsync({ kind, file });
      showToast({ title: t('settings.profile.updated') });
    } catch (error) {
      showToast({
        title: t('settings.images.failed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    }
  };

  const dropped = (kind: ProfileImageKind) => (files: File[]) => void run(kind, files[0] ?? null);
  return (
    <div className="mb-6">
      <ImageDropZone
        label={t('settings.images.bannerUpload')}
        disabled={busy !== null}
        onFiles={dropped('banner')}
        className="rounded-xl"
      >
        {({ picker }) => (
          <>
            <div className="relative aspect-[3/1] overflow-hidden rounded-xl bg-gradient-to-r from-brand-100 to-slate-100">
              {profile.bannerUrl && (
                <StoredImage
                  src={profile.bannerUrl}
                  alt={t('settings.images.bannerAlt')}
                  sizes="(min-width: 768px) 720px, 100vw"
                  className="h-full w-full object-cover"
                />
              )}
              {busy === 'banner' && <Overlay />}
            </div>
            <ImageControls
              kind="banner"
              hint={t('settings.images.bannerHint')}
              hasImage={Boolean(profile.bannerUrl)}
              busy={busy !== null}
              choose={picker}
              onRemove={() => void run('banner', null)}
            />
          </>
        )}
      </ImageDropZone>
      <ImageDropZone
        label={t('settings.images.avatarUpload')}
        disabled={busy !== null}
        onFiles={dropped('avatar')}
        className="mt-6 flex items-center gap-5 rounded-xl"
      >
        {({ picker }) => (
          <>
            <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-slate-100 ring-4 ring-surface">
              {profile.avatarUrl ? (
                <StoredImage
                  src={profile.avatarUrl}
                  alt={t('settings.images.avatarAlt')}
                  sizes="96px"
                  className="h-full w-full object-cover"
                />
              ) : (
                <InitialsAvatar
                  name={profile.displayName ?? profile.handle ?? '?'}
                  handle={profile.handle ?? ''}
                  className="size-full text-3xl"
                />
              )}
              {busy === 'avatar' && <Overlay />}
            </div>
            <ImageControls
              kind="avatar"
              hint={t('settings.images.avatarHint')}
              hasImage={Boolean(profile.avatarUrl)}
              busy={busy !== null}
              choose={picker}
              onRemove={() => void run('avatar', null)}
            />
          </>
        )}
      </ImageDropZone>
    </div>
  );
}

function Overlay() {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-surface/60">
      <Spinner />
      <span role="status" className="sr-only">
        {t('settings.images.uploading')}
      </span>
    </div>
  );
}

function ImageControls({
  kind,
  hint,
  hasImage,
  busy,
  choose,
  onRemove,
}: {
  kind: ProfileImageKind;
  hint: string;
  hasImage: boolean;
  busy: boolean;
  choose: PickerButton;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" disabled={busy} {...choose}>
        <ImagePlus aria-hidden className="size-4" />
        {t(`settings.images.${kind}Upload`)}
      </Button>
      {hasImage && (
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
          {t(`settings.images.${kind}Remove`)}
        </Button>
      )}
      <p className="w-full text-xs text-slate-500">{`${hint} ${imageLimits}`}</p>
    </div>
  );
}
