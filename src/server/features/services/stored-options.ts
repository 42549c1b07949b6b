import { CONTACT_METHODS, PAYMENT_METHODS } from '#shared/constants';
import type { ContactMethodOption, PaymentMethodOption } from '#server/db/schema/index';

// The table keeps the shapes the original client wrote (docs/product/entities.md, Services): contact
// methods as [{ type, required: true }] and payment methods as [{ method }]. The API speaks plain lists
// of names.

type ContactMethod = (typeof CONTACT_METHODS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Contact method names as stored rows. */
export const toStoredContactMethods = (methods: readonly ContactMethod[]): ContactMethodOption[] =>
  methods.map((type) => ({ type, required: true }));

/** Payment method names as stored rows. */
export const toStoredPaymentMethods = (methods: readonly PaymentMethod[]): PaymentMethodOption[] =>
  methods.map((method) => ({ method }));

// Rows written before these rules (or by hand) may name something outside today's lists; those are left
// out rather than failing the whole page. The lists' order is kept, as the forms show it.

/** Stored contact method rows as the known names they hold. */
export const fromStoredContactMethods = (stored: readonly ContactMethodOption[]): ContactMethod[] =>
  CONTACT_METHODS.filter((method) => stored.some((option) => option.type === method));

/** Stored payment method rows as the known names they hold. */
export const fromStoredPaymentMethods = (stored: readonly PaymentMethodOption[]): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => stored.some((option) => option.method === method));
