import { Check, X } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { usernameSchema } from '#shared/schemas/auth';
import { UsernameField } from '#web/components/forms/username-field';
import { usePausedValue } from '#web/lib/use-paused-value';
import { useHandleAvailability } from '../api/onboarding';

// Long enough that a fast typist asks once, short enough to answer before they reach the next box.
const CHECK_PAUSE_MS = 300;

/** What the live check knows of the handle as typed: true free, false taken, null not known yet. */
export function useHandleFree(handle: string): boolean | null {
  const paused = usePausedValue(handle, CHECK_PAUSE_MS);
  // Only a handle the rules allow is asked about; the field tells the rest itself.
  const checked = usernameSchema.safeParse(paused);
  const availability = useHandleAvailability(checked.success ? checked.data : null);
  if (paused !== handle || !checked.success || availability.data?.handle !== checked.data) return null;
  return availability.data.available;
}

/**
 * The handle, prefilled with the sign-up username and editable once, with what the server says of it
 * as it is typed: free, or taken (onboarding would refuse it). The address it makes is shown with it.
 */
export function HandleField({
  value,
  onChange,
  error,
  free,
}: {
  value: string;
  onChange: (handle: string) => void;
  error?: string;
  free: boolean | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <UsernameField label={t('onboarding.username')} value={value} onChange={onChange} error={error} />
      <p role="status" className="min-h-5 text-sm">
        {free === true && !error && (
          <span className="inline-flex items-center gap-1 text-emerald-700">
            <Check aria-hidden className="size-4" />
            {t('onboarding.handleFree', { handle: value })}
          </span>
        )}
        {free === false && !error && (
          <span className="inline-flex items-center gap-1 text-red-700">
            <X aria-hidden className="size-4" />
            {t('onboarding.handleTaken', { handle: value })}
          </span>
        )}
      </p>
    </div>
  );
}
