import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '#web/i18n/react';
import type { quoteInputSchema } from '#shared/schemas/request-workspace';
import { MILESTONE_TITLE_MAX_LENGTH, QUOTE_MILESTONES_MAX } from '#shared/constants';
import { Button, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { formatMoney } from '../lib/formats';

/** The quote form's boxes, typed as text; the form's schema turns them into the quote. */
export type QuoteFormValues = {
  price: string;
  currency: string;
  deliveryDate: string;
  milestones: { title: string; amount: string; dueDate: string }[];
};

const EMPTY_MILESTONE = { title: '', amount: '', dueDate: '' };

/**
 * The quote's optional milestones: up to 5 rows of title, amount and date, each removable, and what
 * they add up to beside the price.
 */
export function MilestoneRows({
  control,
  register,
  fieldError,
}: {
  control: Control<QuoteFormValues, unknown, z.output<typeof quoteInputSchema>>;
  register: UseFormRegister<QuoteFormValues>;
  fieldError: (
    name: `milestones.${number}.${'title' | 'amount' | 'dueDate'}` | 'milestones',
  ) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  const milestones = useWatch({ control, name: 'milestones' }) ?? [];
  const currency = useWatch({ control, name: 'currency' }) ?? '';
  const sum = milestones.reduce((total, row) => {
    const amount = Number(row.amount);
    return row.amount !== '' && Number.isFinite(amount) ? total + amount : total;
  }, 0);
  const full = fields.length >= QUOTE_MILESTONES_MAX;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('workspace.quoteForm.milestones')}</legend>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-xs font-semibold text-slate-600">
            {t('workspace.quoteForm.milestone', { n: index + 1 })}
          </legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_7rem_9.5rem_auto] sm:items-start">
            <TextField
              label={t('workspace.quoteForm.milestoneTitle')}
              maxLength={MILESTONE_TITLE_MAX_LENGTH}
              error={fieldError(`milestones.${index}.title`)}
              {...register(`milestones.${index}.title`)}
            />
            <TextField
              label={t('workspace.quoteForm.milestoneAmount')}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              error={fieldError(`milestones.${index}.amount`)}
              {...register(`milestones.${index}.amount`)}
            />
            <TextField
              label={t('workspace.quoteForm.milestoneDue')}
              type="date"
              error={fieldError(`milestones.${index}.dueDate`)}
              {...register(`milestones.${index}.dueDate`)}
            />
            <button
              type="button"
              aria-label={t('workspace.quoteForm.removeMilestone', { n: index + 1 })}
              onClick={() => remove(index)}
              className={`${ICON_BUTTON_CLASSES} self-end sm:mt-6`}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={full} onClick={() => append(EMPTY_MILESTONE)}>
          <Plus aria-hidden className="size-4" />
          {t('workspace.quoteForm.addMilestone')}
        </Button>
        {fields.length > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('workspace.quoteForm.sum', { sum: formatMoney(sum, currency.toUpperCase(), i18n.language) })}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {full
          ? t('workspace.quoteForm.milestonesFull', { max: QUOTE_MILESTONES_MAX })
          : t('workspace.quoteForm.milestonesHint', { max: QUOTE_MILESTONES_MAX })}
      </p>
      {fieldError('milestones') && (
        <p className="text-xs font-medium text-red-700">{fieldError('milestones')}</p>
      )}
    </fieldset>
  );
}
