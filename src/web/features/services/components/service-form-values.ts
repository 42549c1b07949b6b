import { z } from 'zod';
import { CONTACT_METHODS, PAYMENT_METHODS, PRICING_TYPES } from '#shared/constants';
import type { ServiceFormValues } from '#shared/schemas/services';

export const EMPTY_SERVICE: ServiceFormValues = {
  title: '',
  description: '',
  category: '',
  pricingType: 'fixed',
  priceAmount: '',
  currency: 'USD',
  deliveryTime: '',
  features: [''],
  contactMethods: [],
  acceptedPaymentMethods: [],
  requirements: '',
  images: [],
};

const text = z.string().catch('');
/** A list of choices, keeping the ones still offered. */
const choices = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) => items.filter((item): item is Options[number] => options.includes(item as string)));

/**
 * The service form's values as a draft kept them (decision 52). A draft holds what was typed, not a
 * checked service, so each box takes what it can read and starts as on a new form otherwise.
 */
const draftValuesSchema = z.object({
  title: text,
  description: text,
  category: text,
  pricingType: z.enum(PRICING_TYPES).catch('fixed'),
  priceAmount: text,
  currency: z.string().catch('USD'),
  deliveryTime: text,
  features: z.array(z.string()).min(1).catch(['']),
  contactMethods: choices(CONTACT_METHODS),
  acceptedPaymentMethods: choices(PAYMENT_METHODS),
  requirements: text,
  images: z.array(z.string()).catch([]),
});

export function serviceValuesOfDraft(payload: Record<string, unknown>): ServiceFormValues {
  return draftValuesSchema.parse(payload);
}
