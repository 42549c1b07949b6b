import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';

/** Five stars filled to a rating (rounded to the nearest half), read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('services.rating.outOf', { rating })}
      className={cn('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden
          className={cn(
            'size-4',
            value <= rounded
              ? 'fill-amber-400 text-amber-400'
              : value - 0.5 === rounded
                ? 'fill-amber-200 text-amber-400'
                : 'text-slate-300',
          )}
        />
      ))}
    </span>
  );
}

/** Choosing 1 to 5 stars: a radio group, so it works with the keyboard and screen readers. */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t('services.rating.label')}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label key={rating} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('services.rating.stars', { count: rating })}</span>
            <Star
              aria-hidden
              className={cn(
                'size-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                rating <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
