import { z } from 'zod';
import { authorSchema } from './profiles';
import {
  CONTACT_METHODS,
  PAYMENT_METHODS,
  REQUEST_CONTACT_INFO_MAX_LENGTH,
  REQUEST_DESCRIPTION_MAX_LENGTH,
  SERVICE_REQUEST_STATUSES,
} from '../constants';

/** POST /api/services/{id}/requests: the request form on a service's page. */
export const serviceRequestInputSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { message: 'requestDescriptionRequired' })
    .max(REQUEST_DESCRIPTION_MAX_LENGTH),
  contactMethod: z.enum(CONTACT_METHODS, { message: 'contactInfoRequired' }),
  contactInfo: z
    .string()
    .trim()
    .min(1, { message: 'contactInfoRequired' })
    .max(REQUEST_CONTACT_INFO_MAX_LENGTH),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable().default(null),
  budget: z.number().min(0, { message: 'budgetInvalid' }).max(1_000_000_000).nullable().default(null),
  /** A calendar date, YYYY-MM-DD. */
  deadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'deadlineInvalid' })
    .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'deadlineInvalid' })
    .nullable()
    .default(null),
});
export type ServiceRequestInput = z.input<typeof serviceRequestInputSchema>;

/** The request form: budget and dates typed as text, an unchosen payment method as ''. */
export const serviceRequestFormSchema = z
  .object({
    description: z.string(),
    contactMethod: z.string(),
    contactInfo: z.string(),
    paymentMethod: z.string(),
    budget: z.string(),
    deadline: z.string(),
  })
  // Unknown choices are passed on as they are, for the request's rules to refuse with their message.
  .transform((values): ServiceRequestInput => ({
    ...values,
    contactMethod: values.contactMethod as ServiceRequestInput['contactMethod'],
    paymentMethod: (values.paymentMethod || null) as ServiceRequestInput['paymentMethod'],
    budget: values.budget === '' ? null : Number(values.budget),
    deadline: values.deadline || null,
  }))
  .pipe(serviceRequestInputSchema);

export const serviceRequestSchema = z.object({
  id: z.string().uuid(),
  service: z.object({ id: z.string().uuid(), title: z.string() }),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  description: z.string(),
  budget: z.number().nullable(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  /** Incoming requests: who asked, and how to reach them. */
  requester: authorSchema.nullable(),
  contact: z
    .object({
      method: z.string(),
      info: z.string(),
      paymentMethod: z.string().nullable(),
    })
    .nullable(),
  /** Outgoing requests: whom it was sent to. */
  seller: authorSchema.nullable(),
  /** Outgoing and completed: the requester's review of it, if written. */
  reviewId: z.string().uuid().nullable(),
  /** Something happened the viewer has not seen since they last opened it (docs/decisions/0051). */
  hasNews: z.boolean(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

/** GET /api/service-requests?direction=&status=&service=. */
export const serviceRequestsQuerySchema = z.object({
  direction: z.enum(['incoming', 'outgoing']).default('incoming'),
  status: z.union([z.enum(SERVICE_REQUEST_STATUSES), z.literal('')]).default(''),
  service: z.union([z.string().uuid(), z.literal('')]).default(''),
});
export const serviceRequestListSchema = z.object({
  items: z.array(serviceRequestSchema),
  /** Totals of each tab under the same filters, for 'Incoming (n)' and 'Outgoing (n)'. */
  counts: z.object({ incoming: z.number().int(), outgoing: z.number().int() }),
});
export type ServiceRequestList = z.infer<typeof serviceRequestListSchema>;

export const requestStatusInputSchema = z.object({ status: z.enum(SERVICE_REQUEST_STATUSES) });
export const requestIdParamsSchema = z.object({ requestId: z.string().uuid() });
