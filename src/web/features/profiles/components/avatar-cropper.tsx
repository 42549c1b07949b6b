import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import type { PickerButton } from '#web/components/forms/image-drop-zone';
import { drawSquare } from '../draw-square';
import {
  centredCrop,
  dragBy,
  MAX_ZOOM,
  MIN_ZOOM,
  photoPlacement,
  zoomTo,
  type PhotoSize,
  type SquareCrop,
} from '../square-crop';

// An arrow key moves the photo by this share of the frame; a zoom key by this much.
const KEY_STEP = 0.05;
const ZOOM_STEP = 0.25;

/**
 * A square crop of a chosen photo, drawn on a canvas before the upload (no library: docs/decisions/0053).
 * The photo is dragged by a finger or the mouse, or moved with the arrow keys; the slider and + / -
 * zoom (not the wheel, which scrolls the page). The circle shows what the round avatar keeps.
 */
export function AvatarCropper({
  url,
  busy,
  onCropped,
  chooseAnother,
  onCancel,
}: {
  /** The chosen photo's object URL; a new photo is a new cropper (keyed by it). */
  url: string;
  busy: boolean;
  onCropped: (cropped: File) => void;
  /** The drop zone's picker, for another photo. */
  chooseAnother: PickerButton;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [photo, setPhoto] = useState<PhotoSize | null>(null);
  const [crop, setCrop] = useState<SquareCrop | null>(null);

  const frameSide = (element: HTMLElement) => element.getBoundingClientRect().width || 1;
  const move = (dx: number, dy: number, side: number) =>
    setCrop((current) => (photo && current ? dragBy(photo, current, dx, dy, side) : current));
  const zoom = (next: number) =>
    setCrop((current) => (photo && current ? zoomTo(photo, current, next) : current));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y, frameSide(event.currentTarget));
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const side = frameSide(event.currentTarget);
    const step = side * KEY_STEP;
    // The photo goes where the arrow points, as a drag would take it.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = moves[event.key];
    if (by) move(by[0], by[1], side);
    else if (event.key === '+' || event.key === '=') zoom((crop?.zoom ?? 1) + ZOOM_STEP);
    else if (event.key === '-') zoom((crop?.zoom ?? 1) - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const use = async () => {
    if (!image.current || !photo || !crop) return;
    onCropped(await drawSquare(image.current, photo, crop));
  };

  return (
    <div className="flex flex-col items-center gap-4">
      <div
        role="group"
        tabIndex={0}
        aria-label={t('onboarding.avatar.cropArea')}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        className="relative size-64 cursor-move touch-none overflow-hidden rounded-xl bg-slate-900 outline-none select-none focus-visible:ring-4 focus-visible:ring-brand-500"
      >
        {url && (
          <img
            ref={image}
            src={url}
            alt=""
            draggable={false}
            onLoad={(event) => {
              const loaded = {
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              };
              setPhoto(loaded);
              setCrop(centredCrop(loaded));
            }}
            style={photo && crop ? photoPlacement(photo, crop) : { opacity: 0 }}
            className="absolute max-w-none"
          />
        )}
        {/* What the round avatar keeps: the corners are dimmed. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgb(0_0_0/0.5)] ring-2 ring-white/80"
        />
      </div>
      <p id={hintId} className="text-center text-sm text-slate-600">
        {t('onboarding.avatar.cropHint')}
      </p>
      <label className="flex w-64 items-center gap-3 text-sm font-medium text-slate-800">
        {t('onboarding.avatar.zoom')}
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={crop?.zoom ?? MIN_ZOOM}
          disabled={!crop}
          onChange={(event) => zoom(Number(event.target.value))}
          className="h-11 flex-1 accent-brand-600"
        />
      </label>
      <div className="flex w-full max-w-xs flex-col-reverse gap-2 sm:w-auto sm:max-w-none sm:flex-row">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('onboarding.avatar.cancel')}
        </Button>
        <Button variant="outline" disabled={busy} {...chooseAnother}>
          {t('onboarding.avatar.chooseAnother')}
        </Button>
        <Button onClick={() => void use()} disabled={busy || !crop}>
          {busy ? t('onboarding.avatar.uploading') : t('onboarding.avatar.use')}
        </Button>
      </div>
    </div>
  );
}
