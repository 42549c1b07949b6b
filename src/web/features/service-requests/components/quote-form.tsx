import { useRef } from 'react';
import { z } from 'zod';
import { useTranslation } from '#web/i18n/react';
import { quoteInputSchema, type QuoteInput } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useSendQuote } from '../api/request-workspace';
import { MilestoneRows, type QuoteFormValues } from './milestone-rows';

// An empty box is no amount at all (NaN), which the quote's rule refuses with its own message.
const amountOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The quote form's boxes as text, turned into the quote the shared schema checks (docs/how-to/form.md). */
const quoteFormSchema = z
  .object({
    price: z.string(),
    currency: z.string(),
    deliveryDate: z.string(),
    milestones: z.array(z.object({ title: z.string(), amount: z.string(), dueDate: z.string() })),
  })
  .transform((values): QuoteInput => ({
    ...values,
    price: amountOf(values.price),
    milestones: values.milestones.map((milestone) => ({ ...milestone, amount: amountOf(milestone.amount) })),
  }))
  .pipe(quoteInputSchema);

/**
 * The seller's quote: price, currency (the service's by default), delivery date and up to 5
 * milestones. Sent, it waits for the requester's answer; a newer one replaces it.
 */
export function QuoteForm({
  requestId,
  currency,
  price,
  onDone,
}: {
  requestId: string;
  currency: string;
  price: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendQuote(requestId);
  // Held until the answer comes: a double press sends one quote.
  const inFlight = useRef(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: quoteFormSchema,
    defaultValues: {
      price: price === null ? '' : String(price),
      currency,
      deliveryDate: '',
      milestones: [],
    } satisfies QuoteFormValues,
    failureTitle: t('workspace.quoteForm.failed'),
    onSubmit: async (quote) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await send.mutateAsync(quote);
        showToast({ title: t('workspace.quoteForm.sent') });
        onDone();
      } finally {
        inFlight.current = false;
      }
    },
    refusalToast: ({ error, texts }) =>
      error !== undefined && Object.keys(texts).length === 0
        ? { title: t('workspace.quoteForm.failed'), description: apiErrorText(t, error) }
        : undefined,
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_10rem]">
        <TextField
          label={t('workspace.quoteForm.price')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={fieldError('price')}
          {...form.register('price')}
        />
        <TextField
          label={t('workspace.quoteForm.currency')}
          maxLength={3}
          autoCapitalize="characters"
          error={fieldError('currency')}
          {...form.register('currency')}
        />
        <TextField
          label={t('workspace.quoteForm.deliveryDate')}
          type="date"
          error={fieldError('deliveryDate')}
          {...form.register('deliveryDate')}
        />
      </div>
      <MilestoneRows control={form.control} register={form.register} fieldError={fieldError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('workspace.sending') : t('workspace.quoteForm.send')}
        </Button>
      </div>
    </form>
  );
}
