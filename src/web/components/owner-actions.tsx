import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';

/** Hides or shows one's own project or service (Unpublish / Publish, Deactivate / Reactivate). */
export function VisibilityButton({
  shown,
  busy,
  onToggle,
  hideLabel,
  showLabel,
}: {
  shown: boolean;
  busy: boolean;
  onToggle: () => void;
  hideLabel: string;
  showLabel: string;
}) {
  return (
    <Button variant="outline" onClick={onToggle} disabled={busy}>
      {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      {shown ? hideLabel : showLabel}
    </Button>
  );
}

/** Delete, asked first in a dialog that names what goes; the dialog stays busy until the page leaves. */
export function DeleteButton({
  label,
  title,
  description,
  busy,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel={label}
        busy={busy}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}
