import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useSession } from '#web/lib/session';
import { REQUEST_CONTACT_INFO_MAX_LENGTH, REQUEST_DESCRIPTION_MAX_LENGTH } from '#shared/constants';
import { serviceRequestFormSchema } from '#shared/schemas/service-requests';
import type { ServiceDetail } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { tellRequestFormBegun } from '#web/lib/tell-request-form-begun';
import { useApiForm } from '#web/lib/use-api-form';
import { useSendServiceRequest } from '../api/service-requests';
import { SelectField } from '#web/components/ui/select-field';
import { InlineNameFields, useInlineName } from '#web/components/forms/inline-name-fields';
import { RequestSent, type SentRequest } from './request-sent';

/**
 * The request form for a signed-in member: what is needed, how to reach them, budget and deadline.
 * A member without a name gives it above the form and the same click sends both. Once sent, the form
 * gives way to what was sent and the way to its workspace, until they send another.
 */
export default function SignedInRequestForm({ service }: { service: ServiceDetail }) {
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [another, setAnother] = useState(false);
  const seller = service.owner.displayName ?? service.owner.handle;
  if (sent) {
    const onAnother = () => {
      setSent(null);
      setAnother(true);
    };
    return <RequestSent request={sent} seller={seller} onAnother={onAnother} />;
  }
  return <RequestFields service={service} seller={seller} onSent={setSent} focusFirst={another} />;
}

function RequestFields({
  service,
  seller,
  onSent,
  focusFirst,
}: {
  service: ServiceDetail;
  seller: string;
  onSent: (request: SentRequest) => void;
  /** Back for another request: the focus starts in the empty form. */
  focusFirst: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendServiceRequest(service.id);
  const name = useInlineName();
  const { user } = useSession();
  // What the member already gave Atelier fills the contact field (still theirs to change): their
  // email when the seller takes email. Another method's handle is not something Atelier knows.
  const knownContact = (method: string) => (method === 'Email' && user ? user.email : '');
  const firstMethod = service.contactMethods[0] ?? '';
  const empty = {
    description: '',
    contactMethod: firstMethod,
    contactInfo: knownContact(firstMethod),
    paymentMethod: '',
    budget: '',
    deadline: '',
  };
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: serviceRequestFormSchema,
    defaultValues: empty,
    failureTitle: t('services.request.failed'),
    refusalToast: ({ error }) =>
      error ? { title: t('services.request.failed'), description: apiErrorText(t, error) } : undefined,
    onSubmit: async (input) => {
      // The name first: the server refuses a request from no one (nameRequired).
      await name.save();
      const { id } = await send.mutateAsync(input);
      const workspace = `/service-requests/${id}`;
      showToast({
        title: t('services.request.sent'),
        description: t('services.request.sentText'),
        action: { label: t('requests.open'), to: workspace },
      });
      onSent({ workspace, description: input.description, budget: input.budget, deadline: input.deadline });
    },
  });
  const description = form.watch('description');
  useEffect(() => {
    if (focusFirst) form.setFocus('description');
  }, [focusFirst, form]);
  // The first thing typed or chosen begins the form, for the seller's insights: once per form. What
  // was typed into the server's page before its script ran is found once it runs, and a request
  // sent was begun.
  const formElement = useRef<HTMLFormElement>(null);
  const begun = useRef(false);
  const onFirstInput = () => {
    if (begun.current) return;
    begun.current = true;
    tellRequestFormBegun(service.id);
  };
  useEffect(() => {
    const fields = [...(formElement.current?.elements ?? [])];
    const typed = fields.some(
      (field) =>
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue,
    );
    if (typed) onFirstInput();
    // Once, as the form first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formElement}
      onSubmit={(event) => {
        onFirstInput();
        name.check();
        void submit(event);
      }}
      // Each key typed sends `input`; `change` comes only as a field is left.
      onInput={onFirstInput}
      noValidate
      className="flex flex-col gap-4"
    >
      <InlineNameFields name={name} recipient={seller} />
      <TextAreaField
        label={t('services.request.description')}
        value={description}
        maxLength={REQUEST_DESCRIPTION_MAX_LENGTH}
        error={fieldError('description')}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('services.request.contactMethod')}
          error={fieldError('contactMethod')}
          {...form.register('contactMethod', {
            onChange: (event: ChangeEvent<HTMLSelectElement>) => {
              // Typed by the person: kept. Left empty or as filled in: follows the method.
              const info = form.getValues('contactInfo');
              if (!info || info === user?.email)
                form.setValue('contactInfo', knownContact(event.target.value));
            },
          })}
        >
          {service.contactMethods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('services.request.contactInfo')}
          maxLength={REQUEST_CONTACT_INFO_MAX_LENGTH}
          error={fieldError('contactInfo')}
          {...form.register('contactInfo')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {service.acceptedPaymentMethods.length > 0 && (
          <SelectField
            label={t('services.request.paymentMethod')}
            error={fieldError('paymentMethod')}
            {...form.register('paymentMethod')}
          >
            <option value="">{t('services.request.noPaymentMethod')}</option>
            {service.acceptedPaymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`services.payment.${method}`, { defaultValue: method })}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('services.request.budget')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={fieldError('budget')}
          {...form.register('budget')}
        />
        <TextField
          label={t('services.request.deadline')}
          type="date"
          error={fieldError('deadline')}
          {...form.register('deadline')}
        />
      </div>
      <Button type="submit" disabled={submitting} className="self-start">
        {submitting ? t('services.request.sending') : t('services.request.send')}
      </Button>
    </form>
  );
}
