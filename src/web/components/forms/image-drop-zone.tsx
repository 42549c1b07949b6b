import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

// What the server takes (it checks again by content); the picker offers only these.
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * What a button that opens the zone's picker spreads on itself: its click, and the input it opens.
 * A picker opens only within a tap (the browser's user activation), so a tap made before the app is
 * live opens it at once by that name (app/early-input/record.ts) rather than wait for the app.
 */
export type PickerButton = { onClick: () => void; 'data-file-picker': string };

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Every image field's way in: a file dropped on the zone, or chosen with the picker its children
 * open, goes to `onFiles` the same way (the field checks type and size once, for both). While a file
 * is dragged over it, the zone says so. The picker is the keyboard's way, so the zone itself takes no
 * focus.
 */
export function ImageDropZone({
  onFiles,
  label,
  multiple = false,
  disabled = false,
  className,
  children,
}: {
  onFiles: (files: File[]) => void;
  /** The file input's accessible name: what choosing a file does. */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  children: (zone: { picker: PickerButton; dragging: boolean }) => ReactNode;
}) {
  // Held as state, not a ref: the children get a function that opens it while rendering.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const inputId = useId();
  // Entering a child fires dragleave on the parent first: count the depth, not the last event.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length > 0) onFiles(multiple ? list : list.slice(0, 1));
  };
  const picker: PickerButton = { onClick: () => input?.click(), 'data-file-picker': inputId };
  const over = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    // Without this the browser opens the dropped file in place of the page, and the form is lost.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  return (
    <div
      className={cn(className, dragging && 'outline-2 outline-offset-2 outline-brand-600 outline-dashed')}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        if (disabled || !carriesFiles(event)) return;
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={over}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        depth.current = 0;
        setDragging(false);
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        take(event.dataTransfer.files);
      }}
    >
      <input
        ref={setInput}
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again is a new choice.
          event.target.value = '';
        }}
      />
      {children({ picker, dragging })}
    </div>
  );
}
